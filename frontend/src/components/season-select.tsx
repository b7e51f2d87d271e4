import { SEASONS } from '@tribal/contracts';
import { useId } from 'react';
import { Form } from 'react-bootstrap';

interface SeasonSelectProps {
  season: number;
  onChange: (season: number) => void;
}

/** Season 49 or 50 (spec §1). */
export function SeasonSelect({ season, onChange }: SeasonSelectProps) {
  const id = useId();
  return (
    <Form.Group controlId={id} className="d-flex align-items-center gap-2">
      <Form.Label className="mb-0 fw-semibold">Season</Form.Label>
      <Form.Select
        style={{ width: 'auto' }}
        value={season}
        onChange={(event) => onChange(Number(event.target.value))}
        size="sm"
      >
        {SEASONS.map((value) => (
          <option key={value} value={value}>
            Season {value}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
