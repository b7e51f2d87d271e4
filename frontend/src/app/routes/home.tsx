import { MESSAGES } from '@tribal/contracts';
import { getLeagueDrafts } from '@/features/drafts/api/get-league-drafts';
import { HomeBanner } from '@/features/home/components/home-banner';
import { HomeLinkCards } from '@/features/home/components/home-link-cards';
import { MemberWelcome } from '@/features/home/components/member-welcome';
import { VisitorStart } from '@/features/home/components/visitor-start';
import { getLeagues } from '@/features/leagues/api/get-leagues';
import { useAsync } from '@/hooks/use-async';
import type { SavedUser } from '@/stores/saved-user-store';
import { useSavedUserStore } from '@/stores/saved-user-store';

export function HomeRoute() {
  const user = useSavedUserStore((state) => state.user);
  return (
    <>
      <title>Tribal Pool · Survivor fantasy pool</title>
      <HomeBanner />
      {user ? <MemberHome user={user} /> : <VisitorHome />}
      <HomeLinkCards />
    </>
  );
}

function MemberHome({ user }: { user: SavedUser }) {
  // The drafts endpoint may not answer yet: any failure just means no Draft Locked marker.
  const drafts = useAsync((signal) => getLeagueDrafts(user.leagueId, signal), [user.leagueId]);
  const draftLocked = drafts.status === 'success' && Boolean(drafts.data?.[user.userName]);
  return <MemberWelcome userName={user.userName} leagueId={user.leagueId} draftLocked={draftLocked} />;
}

function VisitorHome() {
  const leagues = useAsync((signal) => getLeagues(signal), []);
  return (
    <VisitorStart
      leagues={leagues.data}
      loading={leagues.status === 'loading'}
      error={leagues.status === 'error' ? MESSAGES.couldNotLoadLeagues : null}
    />
  );
}
