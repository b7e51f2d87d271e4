import { PAYMENT_METHODS } from '@tribal/contracts';
import { Form } from 'react-bootstrap';

interface PaymentMethodSelectProps {
  controlId: string;
  value: string;
  onChange: (method: string) => void;
  /** the empty choice's words, until the reader picks a method */
  placeholder: string;
  className?: string;
}

/** How a member pays the league: one of the contracts' payment methods (joining, and starting a league). */
export function PaymentMethodSelect({ controlId, value, onChange, placeholder, className }: PaymentMethodSelectProps) {
  return (
    <Form.Group controlId={controlId} className={className}>
      <Form.Label>Payment Method</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {method}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
