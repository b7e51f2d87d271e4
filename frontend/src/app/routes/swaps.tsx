import {
  DRAFT_MESSAGES,
  scoresByEpisode,
  seasonEpisodeRanges,
  seasonLength,
  swapDeadlineInForce,
  votedOutEpisodes,
} from '@tribal/contracts';
import { useMemo } from 'react';
import { Alert, Col, Row } from 'react-bootstrap';
import { Navigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SwapForm } from '@/features/drafts/components/swap-form';
import { SwapRules } from '@/features/drafts/components/swap-rules';
import { draftOf } from '@/features/drafts/utils/draft-rules';
import { useNow } from '@/hooks/use-now';
import { useSeasons } from '@/hooks/use-seasons';
import { useSeasonSchedule } from '@/lib/api/get-season-schedule';
import { useSeasonScores } from '@/lib/api/get-season-scores';
import { deadlinePassed } from '@/lib/eastern-time';
import { useSavedUserStore } from '@/stores/saved-user-store';
import { useLeagueTeams } from './draft';
import { type RedirectNotice, RedirectToJoin } from './require-saved-user';

/** /swaps (spec §2, §4): the member's one swap, offered only castaways not on the team and not voted out. */
export function SwapsRoute() {
  const user = useSavedUserStore((state) => state.user);
  const now = useNow();
  const { league, castaways, drafts } = useLeagueTeams(user?.leagueId);
  const season = league.data?.season;
  const seasons = useSeasons();
  const scores = useSeasonScores(season);
  // Without the schedule the page still works on the league's own deadline; the server decides either way.
  const schedule = useSeasonSchedule(season);
  const votedOut = useMemo(
    () => (scores.data ? votedOutEpisodes(scoresByEpisode(scores.data)) : new Map<number, number>()),
    [scores.data],
  );

  if (!user) return <RedirectToJoin />;

  const draft = drafts.status === 'success' ? draftOf(drafts.data, user.userName) : undefined;
  if (drafts.status === 'success' && !draft) {
    return <Navigate to="/draft" replace state={{ notice: DRAFT_MESSAGES.notDraftedYet } satisfies RedirectNotice} />;
  }

  const seasonEpisodes = seasonLength(seasons.find(season));
  const swapEpisode = seasonEpisodeRanges(seasonEpisodes).swapDeadlineEpisode;
  const swapDeadline = league.data
    ? (swapDeadlineInForce(league.data.weeklyEliminationCutoffs, schedule.data ?? {}, seasonEpisodes) ?? undefined)
    : undefined;
  const problems = [
    league.status === 'error' && 'Failed to fetch league details',
    castaways.status === 'error' && 'Could not load castaways.',
    drafts.status === 'error' && 'Failed to fetch drafts',
  ].filter((text): text is string => Boolean(text));
  // Voted-out castaways are screened here for convenience; the server refuses them whatever this page shows.
  const scoresReady = scores.status !== 'pending';

  return (
    <>
      <title>Player Swaps · Tribal Pool</title>
      <PageHeader
        title="Player Swaps"
        subtitle={league.data ? `${league.data.name} · Season ${league.data.season}` : 'Your one swap of the season'}
      />
      {problems.map((text) => (
        <Alert key={text} variant="danger" role="alert">
          {text}
        </Alert>
      ))}
      {scores.status === 'error' && <Alert variant="warning">Failed to fetch scores</Alert>}
      <Row className="g-4">
        <Col xs={12}>
          <SwapRules swapDeadline={swapDeadline} swapEpisode={swapEpisode} />
        </Col>
        <Col xs={12}>
          {league.status === 'success' && castaways.status === 'success' && draft && scoresReady ? (
            <SwapForm
              key={user.userName}
              user={user}
              leagueId={league.data.id}
              draft={draft}
              castaways={castaways.data}
              votedOut={votedOut}
              swapClosed={deadlinePassed(swapDeadline?.at, now)}
              swapEpisode={swapEpisode}
            />
          ) : (
            problems.length === 0 && <PageSpinner label="Loading your team…" />
          )}
        </Col>
      </Row>
    </>
  );
}
