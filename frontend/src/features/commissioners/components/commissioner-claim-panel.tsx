import { type ClaimCommissionerResponse, LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { useCallback } from 'react';
import { Alert } from 'react-bootstrap';
import { EmailedLinkLanding } from '@/components/emailed-link-landing';
import { LinkButton } from '@/components/ui/link-button';
import { useEmailedCode } from '@/hooks/use-emailed-code';
import { useCommissionerStore } from '@/stores/commissioner-store';
import { claimCommissioner } from '../api/claim-commissioner';
import { ManagedLeagueList } from './managed-league-list';

/** The emailed commissioner sign-in link: on the reader's click this device signs in as the commissioner. */
export function CommissionerClaimPanel() {
  const setToken = useCommissionerStore((state) => state.setToken);
  const keep = useCallback((answer: ClaimCommissionerResponse) => setToken(answer.commissionerToken), [setToken]);
  const { state, confirm } = useEmailedCode(claimCommissioner, keep, LEAGUE_MANAGER_MESSAGES.claimGone);
  return (
    <EmailedLinkLanding
      state={state}
      onConfirm={confirm}
      confirmText={LEAGUE_MANAGER_MESSAGES.confirmCommissionerSignIn}
      action="Sign In This Device"
      whenFailed={
        <LinkButton to="/commissioner/sign-in" variant="primary">
          Ask for a new link
        </LinkButton>
      }
      whenDone={(answer) => (
        <>
          <Alert variant="success" role="status">
            This device is signed in as the commissioner of your leagues.
          </Alert>
          <ManagedLeagueList leagues={answer.leagues} />
          <LinkButton to="/commissioner" variant="outline-primary" className="mt-3">
            Your Leagues and Devices
          </LinkButton>
        </>
      )}
    />
  );
}
