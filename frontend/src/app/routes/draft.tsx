import { TEAM_SIZE } from '@tribal/contracts';
import { Alert } from 'react-bootstrap';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useLeagueCastaways } from '@/features/castaways/api/get-league-castaways';
import { useLeagueDrafts } from '@/features/drafts/api/get-league-drafts';
import { DraftBoard } from '@/features/drafts/components/draft-board';
import { draftOf } from '@/features/drafts/utils/draft-rules';
import { useLeague } from '@/lib/api/get-league';
import { useSavedUserStore } from '@/stores/saved-user-store';
import { noticeFrom, RedirectToJoin } from './require-saved-user';

/** The saved user's league, its cast and its drafts: what /draft and /swaps both load (nothing without a league). */
export function useLeagueTeams(leagueId: string | undefined) {
  return { league: useLeague(leagueId), castaways: useLeagueCastaways(leagueId), drafts: useLeagueDrafts(leagueId) };
}

/** /draft (spec §2): the saved user's league, its cast, and whether a draft already exists. */
export function DraftRoute() {
  const user = useSavedUserStore((state) => state.user);
  const location = useLocation();
  const { league, castaways, drafts } = useLeagueTeams(user?.leagueId);

  if (!user) return <RedirectToJoin />;

  const notice = noticeFrom(location.state);
  const problems = [
    league.status === 'error' && 'Failed to fetch league details',
    castaways.status === 'error' && 'Could not load castaways.',
    drafts.status === 'error' && 'Failed to fetch existing drafts',
  ].filter((text): text is string => Boolean(text));

  return (
    <>
      <title>Draft · Tribal Pool</title>
      <PageHeader
        title="Draft Your Team"
        subtitle={
          league.status === 'success'
            ? `${league.data.name} · Season ${league.data.season}`
            : `Pick ${TEAM_SIZE} castaways`
        }
      />
      {notice && (
        <Alert variant="warning" role="alert">
          {notice}
        </Alert>
      )}
      {problems.map((text) => (
        <Alert key={text} variant="danger" role="alert">
          {text}
        </Alert>
      ))}
      {league.status === 'success' && castaways.status === 'success' && drafts.status === 'success' ? (
        <DraftBoard
          key={user.userName}
          user={user}
          league={league.data}
          castaways={castaways.data}
          existingTeam={draftOf(drafts.data, user.userName)?.team}
        />
      ) : (
        problems.length === 0 && <PageSpinner label="Loading the cast…" />
      )}
    </>
  );
}
