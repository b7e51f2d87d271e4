import type { ComponentProps } from 'react';
import { Form } from 'react-bootstrap';

type ReportFieldProps = Omit<ComponentProps<typeof Form.Control>, 'onChange' | 'isInvalid'> & {
  controlId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value; the field shows it and is marked invalid. */
  error?: string;
};

/** A required text field of the report form, with its own message when it is refused. */
export function ReportField({ controlId, label, onChange, error, ...control }: ReportFieldProps) {
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label className="fw-semibold">{label}</Form.Label>
      <Form.Control
        {...control}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={Boolean(error)}
        required
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
