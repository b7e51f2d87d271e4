import {
  MESSAGES,
  OFFLINE_MESSAGES,
  PICK_MESSAGES,
  SCHEDULE_MESSAGES,
  scoresByEpisode,
  seasonLength,
  votedOutEpisodes,
} from '@tribal/contracts';
import { useMemo } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useLeagueCastaways } from '@/features/castaways/api/get-league-castaways';
import { EntryTokenNotice } from '@/features/drafts/components/entry-token-notice';
import { useEliminationPicks } from '@/features/picks/api/get-elimination-picks';
import { EliminationPickForm, type Picker } from '@/features/picks/components/elimination-pick-form';
import { LeaguePicksCard } from '@/features/picks/components/league-picks-card';
import { SoleSurvivorPredictionCard } from '@/features/picks/components/sole-survivor-prediction-card';
import { usePickBoard } from '@/features/picks/hooks/use-pick-board';
import { episodesWithVoteOut } from '@/features/picks/utils/pick-episodes';
import { useSpoilerShield } from '@/features/spoiler-shield/hooks/use-spoiler-shield';
import { useNow } from '@/hooks/use-now';
import { useOnline } from '@/hooks/use-online';
import { useSeasons } from '@/hooks/use-seasons';
import { useLeague } from '@/lib/api/get-league';
import { useLeagueScoring } from '@/lib/api/get-league-scoring';
import { useSeasonSchedule } from '@/lib/api/get-season-schedule';
import { useSeasonScores } from '@/lib/api/get-season-scores';
import { ApiError } from '@/lib/api-client';
import { canActFor, entryIn, useSavedUserStore } from '@/stores/saved-user-store';

/**
 * /leagues/{leagueId}/elimination-pick (spec §2): the weekly elimination pick. Anyone may look; only the member
 * this device holds in this league (joined here, or the signed-in person's) may pick.
 */
export function EliminationPickRoute() {
  const { leagueId = '' } = useParams();
  const user = useSavedUserStore((state) => state.user);
  const save = useSavedUserStore((state) => state.save);
  const now = useNow(15_000);
  const online = useOnline();

  const league = useLeague(leagueId);
  const seasons = useSeasons();
  const castaways = useLeagueCastaways(leagueId);
  // The current entry when it plays here, else another this device holds here (issue 29: one person, many leagues).
  const member = useSavedUserStore((state) => entryIn(state, leagueId));
  const mayAct = useSavedUserStore((state) => member !== null && canActFor(state, member));
  const entryToken = member?.entryToken;
  // Sealed picks: an open episode's picks are answered only to their member, so the token goes along (a signed-in
  // person's session cookie goes with every call).
  const picks = useEliminationPicks(leagueId, entryToken);
  const season = league.data?.season;
  const board = usePickBoard(leagueId, season, entryToken);
  const shield = useSpoilerShield(season);
  const scores = useSeasonScores(season);
  const schedule = useSeasonSchedule(season);
  // Issue 32: the league's Sole Survivor prediction, when it plays one (its points are not 0).
  const scoring = useLeagueScoring(leagueId);
  const predictionPoints = scoring.data?.solePrediction ?? 0;
  const votedOut = useMemo(
    () => (scores.data ? votedOutEpisodes(scoresByEpisode(scores.data)) : new Map<number, number>()),
    [scores.data],
  );
  const voteOutEpisodes = useMemo(
    () => (scores.data ? episodesWithVoteOut(scores.data) : new Set<number>()),
    [scores.data],
  );

  const picker: Picker | null = member ? { userName: member.userName, entryToken: member.entryToken, mayAct } : null;

  const leagueMissing = league.status === 'error' && league.error instanceof ApiError && league.error.status === 404;
  // A wrong league id fails every call the same way: one message says it.
  const problems = leagueMissing
    ? [MESSAGES.leagueNotFound]
    : [
        league.status === 'error' && 'Failed to fetch league details',
        castaways.status === 'error' && 'Could not load castaways.',
        picks.status === 'error' && PICK_MESSAGES.failedToFetch,
        scores.status === 'error' && 'Failed to fetch scores',
        schedule.status === 'error' && SCHEDULE_MESSAGES.failedToFetch,
      ].filter((text): text is string => Boolean(text));
  const ready =
    league.status === 'success' &&
    castaways.status === 'success' &&
    picks.status === 'success' &&
    scores.status === 'success' &&
    schedule.status === 'success';

  return (
    <>
      <title>Weekly Elimination Pick · Tribal Pool</title>
      <PageHeader
        title="Weekly Elimination Pick"
        subtitle={
          league.data
            ? `${league.data.name} · Season ${league.data.season}${member ? ` · Picking as ${member.userName}` : ''}`
            : 'Who goes home this week?'
        }
        actions={
          <LinkButton to="/" variant="outline-secondary" size="sm">
            Back to Home
          </LinkButton>
        }
      />
      {/* Offline, what failed to load is no news: the page says what it needs. */}
      {!online && !ready && (
        <Alert variant="warning" role="status">
          {OFFLINE_MESSAGES.pickNeedsConnection}
        </Alert>
      )}
      {(online || ready) &&
        problems.map((text) => (
          <Alert key={text} variant="danger" role="alert">
            {text}
          </Alert>
        ))}
      {!user && !leagueMissing && (
        <Alert variant="warning" role="alert">
          {PICK_MESSAGES.mustBeLoggedIn}{' '}
          <Link to="/join" className="alert-link">
            Join or find your entry
          </Link>
          .
        </Alert>
      )}
      {user && !member && !leagueMissing && (
        <Alert variant="warning" role="alert">
          {user.userName}, your saved entry is in another league: you can look here but not pick.{' '}
          <Link to={`/leagues/${encodeURIComponent(user.leagueId)}/elimination-pick`} className="alert-link">
            Go to your league’s pick
          </Link>
          .
        </Alert>
      )}
      {member && !mayAct && (
        <EntryTokenNotice action="make your pick" onToken={(entryToken) => save({ ...member, entryToken })} />
      )}
      {ready ? (
        <EliminationPickForm
          key={`${leagueId}/${picker?.userName ?? ''}/${seasons.find(league.data?.season)?.episodes ?? ''}`}
          leagueId={leagueId}
          picker={picker}
          castaways={castaways.data}
          cutoffs={league.data.weeklyEliminationCutoffs}
          schedule={schedule.data}
          seasonEpisodes={seasonLength(seasons.find(league.data?.season))}
          votedOutIn={votedOut}
          episodesWithVoteOut={voteOutEpisodes}
          savedPicks={(picker && picks.data[picker.userName]) || {}}
          now={now}
        />
      ) : (
        problems.length === 0 && <PageSpinner label="Loading the cast…" />
      )}
      {ready && predictionPoints !== 0 && (
        <SoleSurvivorPredictionCard
          key={`${leagueId}/${picker?.userName ?? ''}`}
          leagueId={leagueId}
          picker={picker}
          castaways={castaways.data}
          points={predictionPoints}
        />
      )}
      {ready && board.status === 'success' && !shield.pending && (
        // Who was right tells who went home: shielded episodes are left out.
        <LeaguePicksCard
          board={{
            ...board.data,
            episodes: board.data.episodes.filter((e) => shield.hiddenFrom === null || e.episode < shield.hiddenFrom),
          }}
          castaways={castaways.data}
        />
      )}
    </>
  );
}
