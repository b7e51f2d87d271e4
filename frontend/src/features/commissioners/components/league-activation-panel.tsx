import { type ActivateLeagueResponse, LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { useCallback } from 'react';
import { Alert } from 'react-bootstrap';
import { EmailedLinkLanding } from '@/components/emailed-link-landing';
import { LinkButton } from '@/components/ui/link-button';
import { useEmailedCode } from '@/hooks/use-emailed-code';
import { usePersonSignedIn } from '@/hooks/use-person-signed-in';
import { useCommissionerStore } from '@/stores/commissioner-store';
import { useSavedUserStore } from '@/stores/saved-user-store';
import { activateLeague } from '../api/activate-league';

/**
 * The emailed activation link: on the reader's click the league goes live; this device is its commissioner, its
 * entry, and signed in as the person of that address.
 */
export function LeagueActivationPanel() {
  const saveUser = useSavedUserStore((state) => state.save);
  const setToken = useCommissionerStore((state) => state.setToken);
  const welcome = usePersonSignedIn();
  const keep = useCallback(
    (league: ActivateLeagueResponse) => {
      setToken(league.commissionerToken);
      saveUser({
        userName: league.userName,
        survivorName: league.survivorName,
        realName: league.realName,
        email: league.email,
        leagueId: league.leagueId,
        paymentMethod: league.paymentMethod,
        entryToken: league.entryToken,
      });
      // The activation also signed this device in as the person of that address (the server set the cookie):
      // My leagues lists this league with Manage, and every other league of that address.
      void welcome(league.email);
    },
    [saveUser, setToken, welcome],
  );
  const { state, confirm } = useEmailedCode(activateLeague, keep, LEAGUE_MANAGER_MESSAGES.activationGone);
  return (
    <EmailedLinkLanding
      state={state}
      onConfirm={confirm}
      confirmText={LEAGUE_MANAGER_MESSAGES.confirmActivation}
      action="Activate League"
      whenFailed={
        <div className="d-flex flex-wrap gap-2">
          <LinkButton to="/commissioner/sign-in" variant="primary">
            Ask for a sign-in link
          </LinkButton>
          <LinkButton to="/create" variant="outline-primary">
            Start a league
          </LinkButton>
        </div>
      }
      whenDone={(league) => <LeagueLive league={league} />}
    />
  );
}

function LeagueLive({ league }: { league: ActivateLeagueResponse }) {
  const id = encodeURIComponent(league.leagueId);
  return (
    <>
      <Alert variant="success" role="status">
        {league.leagueName} is live. You are its commissioner on this device, and you play as {league.userName}.
      </Alert>
      <p>Invite your friends to join it, then set its deadlines and payment details.</p>
      <div className="d-flex flex-column flex-sm-row gap-2">
        <LinkButton to={`/league/${id}/manage`} variant="primary">
          Manage League
        </LinkButton>
        <LinkButton to={`/league/${id}`} variant="outline-primary">
          View Standings
        </LinkButton>
        <LinkButton to="/draft" variant="outline-primary">
          Draft Your Team
        </LinkButton>
      </div>
    </>
  );
}
