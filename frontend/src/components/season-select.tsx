import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useSeasons } from '@/hooks/use-seasons';

interface SeasonSelectProps {
  season: number | undefined;
  onChange: (season: number) => void;
  controlId?: string;
  /** a field of a form (label above, full size) rather than a compact chooser beside a page's title */
  stacked?: boolean;
}

/** The seasons the server knows (GET /api/seasons), newest first. */
export function SeasonSelect({ season, onChange, controlId, stacked = false }: SeasonSelectProps) {
  const ownId = useId();
  const { seasons } = useSeasons();
  const known = seasons?.some((s) => s.number === season);
  return (
    <Form.Group controlId={controlId ?? ownId} className={stacked ? undefined : 'd-flex align-items-center gap-2'}>
      {/* Beside a title the choice reads "Season 49" on its own: the label is for screen readers, and the room it
          took had a phone wrap the header's chooser and live status onto two lines, then back to one once "Live". */}
      <Form.Label className={stacked ? undefined : 'visually-hidden'}>Season</Form.Label>
      <Form.Select
        style={stacked ? undefined : { width: 'auto' }}
        value={season ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
        size={stacked ? undefined : 'sm'}
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
