import type { ReactNode } from 'react';
import { Col, Form } from 'react-bootstrap';

interface LeagueTextFieldProps {
  controlId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The column's width from the md breakpoint up (12 is the whole row). */
  md: number;
  type?: 'email' | 'password';
  autoComplete?: string;
  maxLength?: number;
  /** A line under the input: what the field is for. */
  help?: ReactNode;
}

/** One labelled text input in a column of the create-league form's grid. */
export function LeagueTextField({ controlId, label, value, onChange, md, help, ...input }: LeagueTextFieldProps) {
  return (
    <Col md={md}>
      <Form.Group controlId={controlId}>
        <Form.Label>{label}</Form.Label>
        <Form.Control {...input} value={value} onChange={(e) => onChange(e.target.value)} />
        {help && <Form.Text>{help}</Form.Text>}
      </Form.Group>
    </Col>
  );
}
