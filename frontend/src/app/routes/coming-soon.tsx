import { Card } from 'react-bootstrap';
import { Icon } from '@/components/ui/icon';
import { LinkButton } from '@/components/ui/link-button';

/** Placeholder for pages that later issues build, so every link in the app lands somewhere. */
export function ComingSoonRoute({ title, backTo = '/' }: { title: string; backTo?: string }) {
  return (
    <>
      <title>{`${title} · Tribal Pool`}</title>
      <Card className="tp-card shadow-sm text-center mx-auto tp-narrow">
        <Card.Body className="p-5">
          <div className="tp-coming-soon-icon mb-3" aria-hidden="true">
            <Icon name="hut" size={48} />
          </div>
          <h1 className="h3">{title}</h1>
          <p className="text-secondary">Coming soon: this part of camp is still being built.</p>
          <LinkButton to={backTo} variant="outline-primary">
            {backTo === '/' ? 'Back to Home' : 'Back to Admin Dashboard'}
          </LinkButton>
        </Card.Body>
      </Card>
    </>
  );
}
