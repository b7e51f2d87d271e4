import { ME_PATH, MESSAGES } from '@tribal/contracts';
import { useLeagueDrafts } from '@/features/drafts/api/get-league-drafts';
import { HomeBanner } from '@/features/home/components/home-banner';
import { HomeLinkCards } from '@/features/home/components/home-link-cards';
import { MemberWelcome } from '@/features/home/components/member-welcome';
import { VisitorStart } from '@/features/home/components/visitor-start';
import { useLeagues } from '@/features/leagues/api/get-leagues';
import { useLeague } from '@/lib/api/get-league';
import type { SavedUser } from '@/stores/saved-user-store';
import { myLeaguePath, useSavedUserStore } from '@/stores/saved-user-store';

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
  const drafts = useLeagueDrafts(user.leagueId);
  const draftLocked = drafts.status === 'success' && Boolean(drafts.data?.[user.userName]);
  // Several leagues on this device (or a signed-in person): home offers the switch (issue 29).
  const choosing = useSavedUserStore((state) => myLeaguePath(state) === ME_PATH);
  // With several leagues, home names the one it is about (loaded only then).
  const league = useLeague(choosing ? user.leagueId : undefined);
  return (
    <MemberWelcome
      userName={user.userName}
      leagueId={user.leagueId}
      draftLocked={draftLocked}
      switchLeaguePath={choosing ? ME_PATH : undefined}
      leagueName={choosing ? league.data?.name : undefined}
    />
  );
}

function VisitorHome() {
  const leagues = useLeagues();
  return (
    <VisitorStart
      leagues={leagues.data}
      loading={leagues.status === 'pending'}
      error={leagues.status === 'error' ? MESSAGES.couldNotLoadLeagues : null}
    />
  );
}
