import { LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { forbidden } from '../common/domain-error';

/** Who manages a league: the site admin (any league), or its commissioner (their own, spec: commissioners). */
export type LeagueManagerRole = 'admin' | 'commissioner';

/** 403 for a commissioner's correction of their own entry: the site admin's alone. */
export function refuseOwnEntry(by: LeagueManagerRole, commissionersOwnEntry: boolean): void {
  if (by === 'commissioner' && commissionersOwnEntry) throw forbidden(LEAGUE_MANAGER_MESSAGES.ownEntry);
}
