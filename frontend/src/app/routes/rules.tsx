import {
  DEFAULT_COMMISSIONER_SETTINGS,
  DEFAULT_EPISODE_RANGES,
  SCORING_PRESET_LABELS,
  SCORING_PRESET_TABLES,
  SOLE_SURVIVOR_PREDICTION_LABEL,
  seasonEpisodeRanges,
  TEAM_SIZE,
} from '@tribal/contracts';
import { useState } from 'react';
import { Alert, Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { PaymentOptions } from '@/components/payment-options';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useLeagueDeadlines } from '@/features/rules/api/get-league-deadlines';
import { LeagueDeadlines } from '@/features/rules/components/league-deadlines';
import { PayoutsTable } from '@/features/rules/components/payouts-table';
import { classicDifferences, signedPoints } from '@/features/rules/utils/table-words';
import { useSeasonSchedules } from '@/hooks/use-season-schedules';
import { useSeasons } from '@/hooks/use-seasons';
import { useLeagueScoring } from '@/lib/api/get-league-scoring';
import { useSavedUserStore } from '@/stores/saved-user-store';

/** /rules (spec §2): deadlines per league, overview, entry fee and payouts, player swaps; numbers from the rubric. */
export function RulesRoute() {
  const user = useSavedUserStore((state) => state.user);
  const leagues = useLeagueDeadlines();
  // The leagues' seasons' air schedules: the default cutoffs of every league. Without them, only leagues' own.
  const schedules = useSeasonSchedules(leagues.data?.map((l) => l.season) ?? []);
  const seasons = useSeasons();
  const [chosenLeagueId, setChosenLeagueId] = useState<string | null>(null);
  const list = leagues.data ?? [];
  const league = list.find((l) => l.id === chosenLeagueId) ?? list.find((l) => l.id === user?.leagueId) ?? list[0];
  const seasonEpisodes = seasons.find(league?.season)?.episodes;
  // The chosen league's season, or a season of the usual length until one is known.
  const ranges = seasonEpisodes ? seasonEpisodeRanges(seasonEpisodes) : DEFAULT_EPISODE_RANGES;
  // Issue 32: the league's own scoring table when it is the device's league or the one chosen here; a visitor shown
  // the first league's deadlines reads Classic (and Classic until the table has loaded).
  const tableLeague = league && (league.id === chosenLeagueId || league.id === user?.leagueId) ? league : undefined;
  const scoring = useLeagueScoring(tableLeague?.id);
  const table = scoring.data ?? SCORING_PRESET_TABLES.classic;
  const differences = scoring.data ? classicDifferences(scoring.data) : [];
  return (
    <>
      <title>Rules · Tribal Pool</title>
      <PageHeader title="Rules" subtitle="How the pool works, what it costs and when everything locks." />
      <Row className="g-4">
        <Col lg={7} className="d-flex flex-column gap-4">
          <Card className="tp-card shadow-sm tp-rules-section">
            <Card.Body className="p-4">
              <h2 className="h4">Overview</h2>
              <ol className="mb-0 ps-3">
                <li>
                  <Link to="/join">Join a league</Link> with a Survivor Name (one entry per name).
                </li>
                <li>
                  <Link to="/draft">Draft exactly {TEAM_SIZE} castaways</Link> before your league&apos;s draft deadline.
                  Once locked in, your team is final, apart from one swap.
                </li>
                <li>
                  Every episode your castaways earn (or lose) points for what they do on the island: challenge wins,
                  votes, idols, advantages. See <Link to="/scoring">the scoring rubric</Link>.
                </li>
                <li>
                  Each week from episode {ranges.pick.first} to {ranges.pick.last}, pick the castaway you think goes
                  home next:{' '}
                  {table.points.eliminationPick === 0
                    ? 'your league does not score a correct pick.'
                    : `a correct pick is worth ${signedPoints(table.points.eliminationPick)} points.`}
                </li>
                {scoring.data && scoring.data.solePrediction !== 0 && (
                  <li>
                    Before the deadline, name the castaway you think will win: a right {SOLE_SURVIVOR_PREDICTION_LABEL}{' '}
                    is worth {signedPoints(scoring.data.solePrediction)} points at the finale.
                  </li>
                )}
                <li>Standings rank every member by total points; ties share a place.</li>
              </ol>
            </Card.Body>
          </Card>
          <Card className="tp-card shadow-sm tp-rules-section">
            <Card.Body className="p-4">
              <h2 className="h4">Entry fee and payouts</h2>
              {league ? (
                <>
                  <PayoutsTable leagueName={league.name} settings={league.commissionerSettings} />
                  <h3 className="h6 mt-3">How to pay</h3>
                  <PaymentOptions handles={league.commissionerSettings.paymentHandles} leagueName={league.name} />
                </>
              ) : (
                <PayoutsTable leagueName="your league" settings={DEFAULT_COMMISSIONER_SETTINGS} />
              )}
            </Card.Body>
          </Card>
          <Card className="tp-card shadow-sm tp-rules-section">
            <Card.Body className="p-4">
              <h2 className="h4">Player swaps</h2>
              <p>
                You get <strong>one swap per season</strong>: trade one of your castaways for one who is still in the
                game. Swaps close at <strong>7pm ET on the day of episode {ranges.swapDeadlineEpisode}</strong> airs,
                unless your league sets its own deadline (see Deadlines).
              </p>
              <p>
                Points are not retroactive: the castaway you swap in scores for you from the next episode on, and the
                one you swap out keeps what they already earned for you.
              </p>
              <Link to="/swaps" className="btn btn-outline-primary">
                Go to Player Swaps
              </Link>
            </Card.Body>
          </Card>
          <Card className="tp-card shadow-sm tp-rules-section">
            <Card.Body className="p-4">
              <h2 className="h4">Scoring</h2>
              <p>
                Scores are entered after each episode from episode {ranges.scoring.first} to {ranges.scoring.last}.
                Standings and the per-castaway totals update as soon as they are saved.
              </p>
              {tableLeague && scoring.data && (
                <div className="mb-3" data-testid="league-table-differences">
                  <p className="mb-2">
                    {tableLeague.name} scores by the <strong>{SCORING_PRESET_LABELS[scoring.data.preset]}</strong> table
                    {differences.length === 0 ? '.' : ', which differs from Classic in:'}
                  </p>
                  {differences.length > 0 && (
                    <ul className="mb-0">
                      {differences.map((d) => (
                        <li key={d.label}>
                          {d.label}: <strong>{d.league}</strong>{' '}
                          <span className="text-secondary">(Classic: {d.classic})</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              )}
              <Link to="/scoring" className="btn btn-outline-primary">
                See the scoring rubric
              </Link>
            </Card.Body>
          </Card>
        </Col>
        {/* Deadlines are what members come back for: first on phones, beside the rules on wide screens. */}
        <Col lg={5} className="order-first order-lg-last">
          <Card className="tp-card shadow-sm tp-rules-section">
            <Card.Body className="p-3 p-sm-4">
              <h2 className="h4">Deadlines</h2>
              <p className="small text-secondary">
                All times are US Eastern. Weekly elimination picks lock at the league&apos;s cutoff for the episode, or
                when the episode airs if the league set none.
              </p>
              {leagues.status === 'pending' ? (
                <PageSpinner label="Loading deadlines…" />
              ) : leagues.status === 'error' ? (
                <Alert variant="danger" className="mb-0">
                  Failed to fetch leagues
                </Alert>
              ) : !league ? (
                <p className="text-secondary mb-0">No leagues have been created yet.</p>
              ) : (
                <LeagueDeadlines
                  leagues={list}
                  league={league}
                  onLeagueChange={setChosenLeagueId}
                  schedule={schedules[league.season] ?? {}}
                  seasonEpisodes={seasonEpisodes ?? ranges.finale}
                />
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
