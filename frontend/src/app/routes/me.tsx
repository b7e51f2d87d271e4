import { useMemo } from 'react';
import { useLeagues } from '@/features/leagues/api/get-leagues';
import { MyLeaguesHome } from '@/features/me/components/my-leagues-home';

/**
 * /me (issue 29): My leagues. Every entry this device holds and every entry of the person signed in here, the
 * leagues they run, a tap to make one current; signed in, their devices; signed out, the way to sign in.
 */
export function MeRoute() {
  const leagues = useLeagues();
  const labels = useMemo(
    () => new Map((leagues.data ?? []).map((league) => [league.id, { name: league.name }])),
    [leagues.data],
  );
  return (
    <>
      <title>My Leagues · Tribal Pool</title>
      <MyLeaguesHome
        leagues={labels}
        // Passkeys (issue 29): <PasskeyList /> and <PasskeyOffer /> (features/passkeys) go here, for the signed-in
        // person, and <PasskeySignInButton /> under the emailed-link form when nobody is signed in.
        signedInExtras={null}
        signInExtras={null}
      />
    </>
  );
}
