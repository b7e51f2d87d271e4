import { LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { DeviceSessionsCard } from '@/components/device-sessions-card';
import { endCommissionerSession } from '../api/end-commissioner-session';
import { endOtherCommissionerSessions } from '../api/end-other-commissioner-sessions';
import { useCommissionerSessions } from '../api/get-commissioner-sessions';

interface CommissionerSessionsProps {
  token: string;
  /** the session ended elsewhere (401): the page forgets this device's token */
  onSignedOut: () => void;
}

/**
 * The devices signed in as this commissioner (review 2026-11-26 N9): a lost or shared one is signed out here,
 * one by one or all but this one. A session also ends on its own after 14 days unused.
 */
export function CommissionerSessions({ token, onSignedOut }: CommissionerSessionsProps) {
  const sessions = useCommissionerSessions(token);
  const others = sessions.data?.filter((session) => !session.thisDevice) ?? [];
  return (
    <DeviceSessionsCard
      heading="Signed-In Devices"
      explanation="Each device stays signed in until it goes unused for 14 days. Sign out any you do not recognise."
      sessions={sessions}
      endOne={(id) => endCommissionerSession(token, id)}
      actions={[
        {
          key: 'others',
          label: 'Sign Out Every Other Device',
          run: () => endOtherCommissionerSessions(token),
          hidden: others.length === 0,
        },
      ]}
      texts={{
        failedToLoad: LEAGUE_MANAGER_MESSAGES.failedToLoadSessions,
        failedToSignOut: LEAGUE_MANAGER_MESSAGES.failedToSignOut,
        signOutOne: 'Sign Out',
      }}
      onSignedOut={onSignedOut}
    />
  );
}
