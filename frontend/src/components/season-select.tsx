import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useSeasons } from '@/hooks/use-seasons';

interface SeasonSelectProps {
  season: number | undefined;
  onChange: (season: number) => void;
}

/** The seasons the server knows (GET /api/seasons), newest first. */
export function SeasonSelect({ season, onChange }: SeasonSelectProps) {
  const id = useId();
  const { seasons } = useSeasons();
  const known = seasons?.some((s) => s.number === season);
  return (
    <Form.Group controlId={id} className="d-flex align-items-center gap-2">
      <Form.Label className="mb-0 fw-semibold">Season</Form.Label>
      <Form.Select
        style={{ width: 'auto' }}
        value={season ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
        size="sm"
      >
        {season !== undefined && !known && <option value={season}>Season {season}</option>}
        {(seasons ?? []).map((value) => (
          <option key={value.number} value={value.number}>
            Season {value.number}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
