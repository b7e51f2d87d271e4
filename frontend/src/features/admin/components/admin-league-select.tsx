import './admin.css';
import type { LeagueDetails } from '@tribal/contracts';
import { Form } from 'react-bootstrap';

interface AdminLeagueSelectProps {
  id: string;
  leagues: readonly LeagueDetails[];
  value: string;
  onChange: (leagueId: string) => void;
  /** Shown as the first, empty choice; without it the first league is always selected. */
  placeholder?: string;
  disabled?: boolean;
}

/** The league picker at the top of most admin pages; the season shows beside each name. */
export function AdminLeagueSelect({ id, leagues, value, onChange, placeholder, disabled }: AdminLeagueSelectProps) {
  return (
    <Form.Group controlId={id} className="tp-admin-league-select">
      <Form.Label className="fw-semibold">League</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {leagues.map((league) => (
          <option key={league.id} value={league.id}>
            {league.name} (Season {league.season})
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
