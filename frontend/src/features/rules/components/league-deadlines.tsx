import '../rules.css';
import { CUTOFF_EPISODES, type LeagueDetails, SWAP_DEADLINE_EPISODE } from '@tribal/contracts';
import { useId, useState } from 'react';
import { Badge, Form, Table } from 'react-bootstrap';
import { formatEasternTimeShort } from '@/lib/eastern-time';

interface LeagueDeadlinesProps {
  leagues: LeagueDetails[];
  /** The saved user's league, shown first. */
  preferredLeagueId?: string;
}

const episodes = Array.from(
  { length: CUTOFF_EPISODES.last - CUTOFF_EPISODES.first + 1 },
  (_, i) => CUTOFF_EPISODES.first + i,
);

/** One league's deadlines at a time (there may be many leagues), all in US Eastern time. */
export function LeagueDeadlines({ leagues, preferredLeagueId }: LeagueDeadlinesProps) {
  const selectId = useId();
  const initial = leagues.find((l) => l.id === preferredLeagueId)?.id ?? leagues[0]?.id ?? '';
  const [leagueId, setLeagueId] = useState(initial);
  const league = leagues.find((l) => l.id === leagueId);

  if (leagues.length === 0) return <p className="text-secondary mb-0">No leagues have been created yet.</p>;

  return (
    <div>
      {leagues.length > 1 && (
        <Form.Group className="mb-3 tp-narrow">
          <Form.Label htmlFor={selectId} className="fw-semibold">
            League
          </Form.Label>
          <Form.Select id={selectId} value={leagueId} onChange={(event) => setLeagueId(event.target.value)}>
            {leagues.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {league && (
        <Table size="sm" className="tp-deadlines mb-0" aria-label={`Deadlines for ${league.name}`}>
          <thead>
            <tr>
              <th scope="col">Deadline</th>
              <th scope="col">US Eastern</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Draft</th>
              <td>{league.draftDeadline ? formatEasternTimeShort(league.draftDeadline) : <NotSet />}</td>
            </tr>
            {episodes.map((episode) => {
              const cutoff = league.weeklyEliminationCutoffs[String(episode)];
              return (
                <tr key={episode}>
                  <th scope="row">
                    Ep {episode} pick
                    {episode === SWAP_DEADLINE_EPISODE && (
                      <Badge bg="warning" text="dark" className="tp-swap-badge">
                        + swaps
                      </Badge>
                    )}
                  </th>
                  <td>{cutoff ? formatEasternTimeShort(cutoff) : <NotSet />}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </div>
  );
}

function NotSet() {
  return <span className="text-secondary">Not set yet</span>;
}
