import { Form } from 'react-bootstrap';

interface ScoreChoiceCellProps {
  /** the select's spoken name: the castaway, then the column */
  label: string;
  value: string | number;
  choices: ReadonlyArray<{ value: string | number; label: string }>;
  disabled: boolean;
  onChange(value: string): void;
}

/** A grid cell whose score is picked from a list rather than typed (individual immunity, final placement). */
export function ScoreChoiceCell({ label, value, choices, disabled, onChange }: ScoreChoiceCellProps) {
  return (
    <td>
      <Form.Select
        className="tp-score-select"
        size="sm"
        value={value}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => onChange(e.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Form.Select>
    </td>
  );
}
