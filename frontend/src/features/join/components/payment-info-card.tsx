import { ENTRY_FEE_DOLLARS, PAYOUT_PERCENT } from '@tribal/contracts';
import { Card, ListGroup } from 'react-bootstrap';

/** Placeholder handles: the commissioner's real accounts are configured per deployment. */
const PAYMENT_LINKS = [
  { name: 'Venmo', handle: '@TribalPool-Commish', href: 'https://venmo.com/u/TribalPool-Commish' },
  { name: 'PayPal', handle: 'paypal.me/TribalPoolCommish', href: 'https://paypal.me/TribalPoolCommish' },
  { name: 'CashApp', handle: '$TribalPoolCommish', href: 'https://cash.app/$TribalPoolCommish' },
];

export function PaymentInfoCard() {
  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h5">Payment Information</h2>
        <p className="mb-2">
          The entry fee is <strong>${ENTRY_FEE_DOLLARS}</strong>, paid to the commissioner outside the app.
        </p>
        <p className="text-secondary small">
          Payouts: 1st {PAYOUT_PERCENT.first}%, 2nd {PAYOUT_PERCENT.second}%, 3rd {PAYOUT_PERCENT.third}%. Put your
          Survivor Name in the payment note.
        </p>
      </Card.Body>
      <ListGroup variant="flush" aria-label="Payment links">
        {PAYMENT_LINKS.map((link) => (
          <ListGroup.Item
            key={link.name}
            action
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="d-flex justify-content-between align-items-center"
          >
            <span className="fw-semibold text-nowrap">Pay with {link.name}</span>
            <span className="small text-secondary text-truncate ms-2">{link.handle}</span>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}
