import '../rules.css';
import {
  type DeadlineInForce,
  episodesOf,
  type LeagueDetails,
  pickCutoffInForce,
  type SeasonSchedule,
  seasonEpisodeRanges,
  swapDeadlineInForce,
} from '@tribal/contracts';
import { useId } from 'react';
import { Form, Table } from 'react-bootstrap';
import { formatEasternTimeShort } from '@/lib/eastern-time';

interface LeagueDeadlinesProps {
  leagues: LeagueDetails[];
  league: LeagueDetails;
  onLeagueChange: (leagueId: string) => void;
  /** the air schedule of the league's season (the default cutoffs) */
  schedule: SeasonSchedule;
  /** the number of episodes of the league's season (its pick episodes derive from it) */
  seasonEpisodes: number;
}

/**
 * One league's deadlines in force at a time (there may be many leagues), all in US Eastern time, each saying
 * whether the league set it or it comes from the air schedule (same rule as the server, from the contracts).
 */
export function LeagueDeadlines({ leagues, league, onLeagueChange, schedule, seasonEpisodes }: LeagueDeadlinesProps) {
  const selectId = useId();
  const episodes = episodesOf(seasonEpisodeRanges(seasonEpisodes).pick);
  const cutoffs = league.weeklyEliminationCutoffs;
  return (
    <div>
      {leagues.length > 1 && (
        <Form.Group className="mb-3 tp-narrow">
          <Form.Label htmlFor={selectId} className="fw-semibold">
            League
          </Form.Label>
          <Form.Select id={selectId} value={league.id} onChange={(event) => onLeagueChange(event.target.value)}>
            {leagues.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
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
            <td>
              {league.draftDeadline ? (
                <InForce deadline={{ at: league.draftDeadline, source: 'league' }} />
              ) : (
                <NotSet />
              )}
            </td>
          </tr>
          {episodes.map((episode) => (
            <tr key={episode}>
              <th scope="row">Ep {episode} pick</th>
              <td>
                <InForce deadline={pickCutoffInForce(cutoffs, schedule, episode, seasonEpisodes)} />
              </td>
            </tr>
          ))}
          <tr className="table-warning">
            <th scope="row">Player swap</th>
            <td>
              <InForce deadline={swapDeadlineInForce(cutoffs, schedule, seasonEpisodes)} />
            </td>
          </tr>
        </tbody>
      </Table>
    </div>
  );
}

function InForce({ deadline }: { deadline: DeadlineInForce | null }) {
  if (!deadline) return <NotSet />;
  return (
    <>
      {formatEasternTimeShort(deadline.at)}
      <span className="d-block small text-secondary">{deadline.source === 'league' ? 'league' : 'air schedule'}</span>
    </>
  );
}

function NotSet() {
  return <span className="text-secondary">Not set yet</span>;
}
