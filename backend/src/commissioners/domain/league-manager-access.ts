import { LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { DomainError, unauthorized } from '../../common/domain-error';
import { LeagueManagerRole } from '../../game/league-manager-role';

/** Who called, as the bearer token says: a valid admin session, or a commissioner session (its email), or neither. */
export type ManagerCaller = { kind: 'admin' } | { kind: 'commissioner'; email: string } | { kind: 'nobody' };

/**
 * Who may act on one league: the site admin on every league, a commissioner only on the leagues whose
 * commissioner email is theirs (checked on every request, so a league handed over stops answering the old
 * commissioner at once). A commissioner asking about another league, or one that does not exist, gets the same
 * 403: the answer tells nothing about leagues that are not theirs.
 */
export function leagueManagerAccess(
  caller: ManagerCaller,
  league: { commissionerEmail: string | null } | null,
): LeagueManagerRole {
  if (caller.kind === 'admin') return 'admin';
  if (caller.kind === 'nobody') throw unauthorized(LEAGUE_MANAGER_MESSAGES.signInRequired);
  const theirs = league?.commissionerEmail != null && league.commissionerEmail === caller.email.toLowerCase();
  if (!theirs) throw new DomainError(403, LEAGUE_MANAGER_MESSAGES.notYourLeague);
  return 'commissioner';
}
