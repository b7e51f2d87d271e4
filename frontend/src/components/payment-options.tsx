import { COMMISSIONER_MESSAGES, type PaymentHandles } from '@tribal/contracts';
import { ListGroup } from 'react-bootstrap';
import { paymentLinks } from '@/lib/payment-links';

/**
 * How to pay a league's commissioner: a link per handle and the commissioner's Other note; with none of them,
 * 'Ask your commissioner how to pay' (never a placeholder handle).
 */
export function PaymentOptions({ handles, leagueName }: { handles: PaymentHandles; leagueName: string }) {
  const links = paymentLinks(handles);
  if (links.length === 0 && !handles.other) {
    return (
      <p className="mb-0 fw-semibold" data-testid="payment-ask">
        {COMMISSIONER_MESSAGES.askCommissioner}.
      </p>
    );
  }
  return (
    <ListGroup aria-label={`How to pay for ${leagueName}`}>
      {links.map((link) => (
        <ListGroup.Item
          key={link.name}
          {...(link.href ? { action: true, href: link.href, target: '_blank', rel: 'noopener noreferrer' } : {})}
          className="d-flex flex-wrap justify-content-between align-items-center column-gap-2"
        >
          <span className="fw-semibold text-nowrap">Pay with {link.name}</span>
          <span className="small text-secondary text-end text-break">{link.handle}</span>
        </ListGroup.Item>
      ))}
      {handles.other && (
        <ListGroup.Item>
          <span className="fw-semibold d-block">Other</span>
          <span className="small text-break" style={{ whiteSpace: 'pre-line' }}>
            {handles.other}
          </span>
        </ListGroup.Item>
      )}
    </ListGroup>
  );
}
