import { CHAT_MESSAGES, LEAGUE_MANAGER_MESSAGES, ME_MESSAGES, MESSAGES, PickViewer } from '@tribal/contracts';
import { DomainError, unauthorized } from '../common/domain-error';
import { Caller } from './caller';

/**
 * What each action acts on. The one place that answers "may this caller do this to that": guards, handlers and
 * queries ask `can` (a yes or no) or `authorize` (the refusal a route answers), never the caller's kind.
 */
interface ActionTargets {
  /** the site admin's pages and routes: seasons, castaways, scores, every league */
  'site:administer': undefined;
  /**
   * change one league (its settings, members, picks and drafts): the admin, or that league's commissioner (signed
   * in as a commissioner, or as the person whose email runs it)
   */
  'league:manage': string;
  /** create a league at once (201), without the emailed activation of a self-serve start */
  'league:create-at-once': undefined;
  /** see the members' email addresses (of every league) */
  'league:see-member-emails': undefined;
  /** see a league's join code (for the invite link on its settings) */
  'league:see-join-code': string;
  /** list and end the devices signed in as the caller's commissioner email */
  'commissioner:own-sessions': undefined;
  /** see a pick of an episode still taking picks (sealed): the admin every one, a member or a person their own */
  'picks:see-sealed': { leagueId: string; userName: string };
  /** act on one entry (draft, swap, pick) by a person's session: the person who owns it */
  'entry:act-as-owner': { leagueId: string; entryId: string };
  /** a person's own account: their leagues, their devices, their passkeys */
  'person:own-account': undefined;
  /** see who went home in an episode whose picks are still sealed (and so who was right): the admin */
  'picks:see-open-vote-out': undefined;
  /**
   * post in a league's chat, report its messages and react to its happenings (issue 31): a member of that league
   * (their entry token, or the person who owns an entry of it) or its commissioner (signed in as one, or as the
   * person whose email runs it). Hiding and muting are 'league:manage'.
   */
  'chat:post': string;
  /** read a league's chat: whoever may post in it, the admin, and anyone when its manager opened it to visitors */
  'chat:read': { leagueId: string; openToVisitors: boolean };
}

export type Action = keyof ActionTargets;
type TargetOf<A extends Action> = ActionTargets[A] extends undefined ? [] : [ActionTargets[A]];

const POLICIES: { [A in Action]: (caller: Caller, ...target: TargetOf<A>) => boolean } = {
  'site:administer': (caller) => caller.kind === 'admin',
  'league:manage': (caller, leagueId) =>
    caller.kind === 'admin' ||
    ((caller.kind === 'commissioner' || caller.kind === 'person') && caller.leagueIds.includes(leagueId)),
  'league:create-at-once': (caller) => caller.kind === 'admin',
  'league:see-member-emails': (caller) => caller.kind === 'admin',
  'league:see-join-code': (caller, leagueId) => can(caller, 'league:manage', leagueId),
  'commissioner:own-sessions': (caller) => caller.kind === 'commissioner',
  'picks:see-sealed': (caller, pick) =>
    caller.kind === 'admin' ||
    (caller.kind === 'member' && caller.entry.leagueId === pick.leagueId && caller.entry.userName === pick.userName) ||
    (caller.kind === 'person' &&
      caller.entries.some((entry) => entry.leagueId === pick.leagueId && entry.userName === pick.userName)),
  'entry:act-as-owner': (caller, target) =>
    caller.kind === 'person' &&
    caller.entries.some((entry) => entry.leagueId === target.leagueId && entry.entryId === target.entryId),
  'person:own-account': (caller) => caller.kind === 'person',
  'picks:see-open-vote-out': (caller) => caller.kind === 'admin',
  'chat:post': (caller, leagueId) =>
    (caller.kind === 'member' && caller.entry.leagueId === leagueId) ||
    (caller.kind === 'person' && caller.entries.some((entry) => entry.leagueId === leagueId)) ||
    ((caller.kind === 'commissioner' || caller.kind === 'person') && caller.leagueIds.includes(leagueId)),
  'chat:read': (caller, chat) =>
    chat.openToVisitors || caller.kind === 'admin' || can(caller, 'chat:post', chat.leagueId),
};

/** May this caller do this (to that)? */
export function can<A extends Action>(caller: Caller, action: A, ...target: TargetOf<A>): boolean {
  return POLICIES[action](caller, ...target);
}

/**
 * The refusal of a caller who may not: 401 when signing in (again) would help, 403 when it would not. A
 * commissioner asking about another league, or one that does not exist, gets the same 403: the answer tells
 * nothing about leagues that are not theirs.
 */
export function authorize<A extends Action>(caller: Caller, action: A, ...target: TargetOf<A>): void {
  if (can(caller, action, ...target)) return;
  switch (action) {
    case 'league:manage':
      if (caller.kind === 'commissioner' || caller.kind === 'person')
        throw new DomainError(403, LEAGUE_MANAGER_MESSAGES.notYourLeague);
      throw unauthorized(LEAGUE_MANAGER_MESSAGES.signInRequired);
    case 'entry:act-as-owner':
      if (caller.kind === 'person') throw new DomainError(403, ME_MESSAGES.notYourEntry);
      throw unauthorized(MESSAGES.entryTokenMissing);
    case 'person:own-account':
      throw unauthorized(ME_MESSAGES.signInRequired);
    case 'commissioner:own-sessions':
      throw unauthorized(LEAGUE_MANAGER_MESSAGES.signInRequired);
    case 'chat:post':
      if (caller.kind === 'anonymous') throw unauthorized(CHAT_MESSAGES.notAMember);
      throw new DomainError(403, CHAT_MESSAGES.notAMember);
    case 'chat:read':
      if (caller.kind === 'anonymous') throw unauthorized(CHAT_MESSAGES.closedToVisitors);
      throw new DomainError(403, CHAT_MESSAGES.notAMember);
    default:
      throw unauthorized(MESSAGES.adminSignInRequired);
  }
}

/**
 * Which of the two managers acts on a league (after `authorize(caller, 'league:manage', …)`): recorded as the
 * events' actor and shown on the league's record.
 */
export function managerRoleOf(caller: Caller): 'admin' | 'commissioner' {
  return caller.kind === 'admin' ? 'admin' : 'commissioner';
}

/**
 * A caller who sent a session token without being the admin: a commissioner, or an admin whose session ended. On a
 * route that is the admin's with a token and everyone's without, they hear "sign in as the admin", not a form error.
 */
export function cameAsAdmin(caller: Caller): boolean {
  return caller.kind === 'commissioner' || (caller.kind === 'anonymous' && caller.endedSession);
}

/**
 * Who a league's pick board says is looking: the admin, the member whose entry the token opened, the person who owns
 * an entry of that league, or anyone.
 */
export function pickViewerOf(
  caller: Caller,
  leagueId: string,
): { viewer: PickViewer['kind']; viewerUserName: string | null } {
  if (can(caller, 'site:administer')) return { viewer: 'admin', viewerUserName: null };
  if (caller.kind === 'member' && caller.entry.leagueId === leagueId)
    return { viewer: 'member', viewerUserName: caller.entry.userName };
  const owned = caller.kind === 'person' ? caller.entries.find((entry) => entry.leagueId === leagueId) : undefined;
  if (owned) return { viewer: 'member', viewerUserName: owned.userName };
  return { viewer: 'anonymous', viewerUserName: null };
}
