import './tonight-panel.css';
import type { Tonight } from '@tribal/contracts';
import { Alert, Badge, Card } from 'react-bootstrap';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useTonight } from '../hooks/use-tonight';

export const TONIGHT_UNREACHABLE = 'The server did not answer; showing the last figures it sent.';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="tp-tonight-figure">
      <dt>{label}</dt>
      <dd>
        <span className="tp-tonight-value">{value}</span>
        {detail && <span className="tp-tonight-detail">{detail}</span>}
      </dd>
    </div>
  );
}

function Status({ name, status }: { name: string; status: Tonight['database'] | Tonight['redis'] }) {
  const variant = status === 'up' ? 'success' : status === 'down' ? 'danger' : 'secondary';
  return (
    <Badge bg={variant} className="tp-tonight-status">
      {name}: {status}
    </Badge>
  );
}

/**
 * Episode night at a glance, for the admin: viewers, pushes and their p95, picks, mail waiting, and whether the
 * database and Redis answer. Figures are added across every process and refresh every couple of seconds.
 */
export function TonightPanel() {
  const { figures, failed } = useTonight();
  return (
    <Card className="tp-card shadow-sm" as="section" aria-labelledby="tonight-title">
      <Card.Body className="p-3 p-md-4">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h2 className="h5 mb-0" id="tonight-title">
            Tonight
          </h2>
          {figures && (
            <div className="d-flex flex-wrap gap-2">
              <Status name="Database" status={figures.database} />
              <Status name="Redis" status={figures.redis} />
            </div>
          )}
        </div>
        {failed && (
          <Alert variant="warning" role="alert" className="py-2">
            {TONIGHT_UNREACHABLE}
          </Alert>
        )}
        {!figures && !failed && <PageSpinner label="Loading tonight’s figures…" />}
        {figures && (
          <>
            <dl className="tp-tonight-figures mb-2" aria-live="polite">
              <Figure label="Viewers now" value={String(figures.viewers)} />
              <Figure
                label="Pushes, last minute"
                value={String(figures.pushesLastMinute)}
                detail={figures.pushP95Ms === null ? 'p95 –' : `p95 ≤ ${formatMs(figures.pushP95Ms)}`}
              />
              <Figure label="Picks, last minute" value={String(figures.picksLastMinute)} />
              <Figure
                label="Mails waiting"
                value={figures.mailsWaiting === null ? '–' : String(figures.mailsWaiting)}
              />
            </dl>
            <p className="small text-secondary mb-0">
              {figures.processes === 1 ? 'One process' : `${figures.processes} processes`} · updated{' '}
              {new Date(figures.at).toLocaleTimeString()}
            </p>
          </>
        )}
      </Card.Body>
    </Card>
  );
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
}
