import { ME_MESSAGES, PERSON_SESSION_IDLE_DAYS } from '@tribal/contracts';
import { DeviceSessionsCard } from '@/components/device-sessions-card';
import { endPersonSession } from '../api/end-person-session';
import { usePersonSessions } from '../api/get-person-sessions';
import { signOut } from '../api/sign-out';

interface PersonSessionsProps {
  /** this device's session is over (signed out here, or ended elsewhere): the page forgets the person */
  onSignedOut: () => void;
}

/**
 * The devices signed in as this person. Signing out changes no entry: what this device joined with its own tokens
 * stays on it.
 */
export function PersonSessions({ onSignedOut }: PersonSessionsProps) {
  return (
    <DeviceSessionsCard
      heading="Signed-in devices"
      explanation={`Each device stays signed in until it goes unused for ${PERSON_SESSION_IDLE_DAYS} days. Sign out any you do not recognise; your entries stay as they are.`}
      sessions={usePersonSessions()}
      endOne={endPersonSession}
      actions={[{ key: 'this', label: 'Sign out of this device', run: signOut, signsThisDeviceOut: true }]}
      texts={{
        failedToLoad: 'Could not load your signed-in devices.',
        failedToSignOut: 'Could not sign out. Please try again.',
        signOutOne: 'Sign out',
        signedOut: ME_MESSAGES.sessionEnded,
      }}
      onSignedOut={onSignedOut}
    />
  );
}
