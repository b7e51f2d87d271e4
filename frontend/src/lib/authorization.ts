import type { Me } from '@tribal/contracts';
import type { ManageScope } from '@/lib/manage-scope';

/**
 * What the manage pages may offer, by who acts (`scope.role`) and on what (`scope.leagueId`: one league, or every
 * league on the admin's own pages). The one place the screens ask; the server decides again on every request
 * (`backend/src/access/policies.ts`), so a wrong answer here only offers a button that is refused.
 */
const POLICIES = {
  /** the admin's own pages: every league at once (email to all users, its progress over the live socket) */
  'leagues:act-on-every': (scope: ManageScope) => scope.role === 'admin' && scope.leagueId === null,
  /** carry a league into a new season: the site admin's (it mails every past member) */
  'league:continue': (scope: ManageScope) => scope.role === 'admin',
  /** delete a league without typing its name: the admin; a commissioner confirms by typing it */
  'league:delete-unconfirmed': (scope: ManageScope) => scope.role === 'admin',
  /** move a passed draft deadline or cutoff (it would re-open drafting or picks): the admin only (issue 33) */
  'deadlines:move-passed': (scope: ManageScope) => scope.role === 'admin',
  /** correct this entry's draft or picks: not a commissioner's own entry (issue 33); the site admin does */
  'entry:correct': (scope: ManageScope, userName: string) =>
    scope.role === 'admin' || scope.ownEntry === undefined || userName !== scope.ownEntry,
  /** the help that explains what a commissioner may not do */
  'help:commissioner-limits': (scope: ManageScope) => scope.role === 'commissioner',
} as const;

export type ManageAction = keyof typeof POLICIES;
type TargetOf<A extends ManageAction> = Parameters<(typeof POLICIES)[A]> extends [ManageScope, infer T] ? [T] : [];

/** May the pages of this scope offer this (for that)? */
export function can<A extends ManageAction>(scope: ManageScope, action: A, ...target: TargetOf<A>): boolean {
  return (POLICIES[action] as (scope: ManageScope, ...target: TargetOf<A>) => boolean)(scope, ...target);
}

/** The one league the pages act on; null on the admin's own pages, which act on every league. */
export function oneLeagueOf(scope: ManageScope): string | null {
  return can(scope, 'leagues:act-on-every') ? null : scope.leagueId;
}

/**
 * Does the signed-in person run this league (it is their email's league)? Then My leagues marks it "Commissioner"
 * and offers Manage, and the manage pages let them in on their session alone (issue 29).
 */
export function runsLeague(person: Pick<Me, 'leaguesRun'> | null | undefined, leagueId: string): boolean {
  return person?.leaguesRun.some((league) => league.leagueId === leagueId) ?? false;
}
