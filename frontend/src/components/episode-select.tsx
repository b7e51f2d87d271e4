import { Form } from 'react-bootstrap';

interface EpisodeSelectProps {
  /** the id that ties the "Episode" label to the select */
  controlId: string;
  episodes: readonly number[];
  episode: number;
  onChange: (episode: number) => void;
  disabled?: boolean;
}

/** "Episode" and a select of the episodes offered: the pick page and the admin's scoring grid choose the same way. */
export function EpisodeSelect({ controlId, episodes, episode, onChange, disabled }: EpisodeSelectProps) {
  return (
    <Form.Group controlId={controlId}>
      <Form.Label className="fw-semibold">Episode</Form.Label>
      <Form.Select value={episode} onChange={(event) => onChange(Number(event.target.value))} disabled={disabled}>
        {episodes.map((n) => (
          <option key={n} value={n}>
            Episode {n}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
