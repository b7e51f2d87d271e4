import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLeagues } from '@/features/leagues/api/get-leagues';
import { MyLeaguesHome } from '@/features/me/components/my-leagues-home';
import { NotificationsCard } from '@/features/notifications/components/notifications-card';
import { PasskeyList } from '@/features/passkeys/components/passkey-list';
import { PasskeyOffer } from '@/features/passkeys/components/passkey-offer';
import { PasskeySignInButton } from '@/features/passkeys/components/passkey-sign-in-button';

/**
 * /me (issue 29): My leagues. Every entry this device holds and every entry of the person signed in here, the
 * leagues they run, a tap to make one current; signed in, notifications on this device (issue 30), their devices and
 * passkeys (and, just after a sign-in by emailed link, the offer of a passkey); signed out, the way to sign in, by
 * link or passkey.
 */
export function MeRoute() {
  const leagues = useLeagues();
  const labels = useMemo(
    () => new Map((leagues.data ?? []).map((league) => [league.id, { name: league.name }])),
    [leagues.data],
  );
  const location = useLocation();
  const navigate = useNavigate();
  // The emailed link's landing comes here with `signedIn` in its state: that sign-in is the moment to offer a passkey.
  const [offering, setOffering] = useState(
    () => (location.state as { signedIn?: boolean } | null)?.signedIn !== undefined,
  );
  const endOffer = () => {
    setOffering(false);
    // Not offered again when the page is reloaded.
    navigate(location.pathname, { replace: true, state: null });
  };
  return (
    <>
      <title>My Leagues · Tribal Pool</title>
      <MyLeaguesHome
        leagues={labels}
        signedInOffer={offering ? <PasskeyOffer onDone={endOffer} /> : null}
        signedInExtras={
          <>
            <NotificationsCard />
            <PasskeyList />
          </>
        }
        signInExtras={
          <div className="mt-3">
            <PasskeySignInButton />
          </div>
        }
      />
    </>
  );
}
