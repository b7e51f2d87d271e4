import { MESSAGES } from '@tribal/contracts';
import { lazy, Suspense } from 'react';
import { Alert, Card } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useLeagueCastaways } from '@/features/castaways/api/get-league-castaways';
import { useMemberPage } from '@/features/members/api/get-member-page';
import { MemberPointsTable } from '@/features/members/components/member-points-table';
import { MemberTeamCard } from '@/features/members/components/member-team-card';
import { LeaguePicksCard } from '@/features/picks/components/league-picks-card';
import { usePickBoard } from '@/features/picks/hooks/use-pick-board';
import { ShieldBanner } from '@/features/spoiler-shield/components/shield-banner';
import { useSpoilerShield } from '@/features/spoiler-shield/hooks/use-spoiler-shield';
import { useSeasonParam } from '@/hooks/use-season-param';
import { ApiError, errorMessage } from '@/lib/api-client';
import { entryIn, useSavedUserStore } from '@/stores/saved-user-store';

// recharts loads after the numbers, like on the standings page.
const RankChart = lazy(() =>
  import('@/features/members/components/rank-chart').then((m) => ({ default: m.RankChart })),
);

/**
 * /league/{leagueId}/member/{userName}: one member's season in public: team and swap, points per castaway per
 * episode, the weekly picks (sealed until each cutoff) and the rank after each episode.
 */
export function MemberPageRoute() {
  const { leagueId = '', userName = '' } = useParams();
  const [season] = useSeasonParam();
  const entryToken = useSavedUserStore((state) => entryIn(state, leagueId)?.entryToken);
  const page = useMemberPage(leagueId, userName, season);
  const castaways = useLeagueCastaways(leagueId);
  const board = usePickBoard(leagueId, page.data?.season, entryToken);
  const shield = useSpoilerShield(page.data?.season);
  const navigate = useNavigate();

  const notFound = page.status === 'error' && page.error instanceof ApiError && page.error.status === 404;
  // Spoiler shield: episodes not yet aired in the viewer's zone are left out of every number on the page.
  const episodes = (page.data?.episodes ?? []).filter((e) => shield.hiddenFrom === null || e < shield.hiddenFrom);
  const standingsLink = `/league/${encodeURIComponent(leagueId)}${season ? `?season=${season}` : ''}`;

  return (
    <>
      <title>{`${userName} · Tribal Pool`}</title>
      <PageHeader
        title={page.data?.userName ?? userName}
        subtitle={page.data ? `${page.data.leagueName} · Season ${page.data.season}` : 'Member'}
        actions={
          <LinkButton to={standingsLink} variant="outline-secondary" size="sm">
            Back to Standings
          </LinkButton>
        }
      />
      {page.status === 'error' && (
        <Alert variant="danger" role="alert">
          {notFound ? errorMessage(page.error, MESSAGES.memberNotFound) : MESSAGES.failedToFetchLeagueData}
        </Alert>
      )}
      {(page.status === 'pending' || shield.pending) && <PageSpinner label="Loading the member…" />}
      {page.status === 'success' && !shield.pending && (
        <>
          <ShieldBanner
            shield={shield}
            showing="Points, ranks and picks from it on are hidden."
            onReplay={(episode) => navigate(`/league/${encodeURIComponent(leagueId)}?replay=${episode}`)}
          />
          <MemberTeamCard page={page.data} />
          <MemberPointsTable page={page.data} episodes={episodes} />
          <Card className="tp-card shadow-sm mt-4" as="section" aria-label="Rank by episode">
            <Card.Body>
              <h2 className="h5 mb-3">Rank by episode</h2>
              {episodes.length === 0 ? (
                <p className="text-secondary mb-0">No episode scored yet.</p>
              ) : (
                <Suspense fallback={<PageSpinner label="Loading the chart…" />}>
                  <RankChart
                    rankByEpisode={page.data.rankByEpisode.filter((r) => episodes.includes(r.episode))}
                    members={page.data.members}
                  />
                </Suspense>
              )}
            </Card.Body>
          </Card>
          {board.status === 'success' && castaways.status === 'success' && (
            <LeaguePicksCard
              board={{
                ...board.data,
                episodes: board.data.episodes.filter(
                  (e) => shield.hiddenFrom === null || e.episode < shield.hiddenFrom,
                ),
              }}
              castaways={castaways.data}
              userName={page.data.userName}
              title="Pick history"
            />
          )}
        </>
      )}
    </>
  );
}
