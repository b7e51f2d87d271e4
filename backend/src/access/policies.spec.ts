import { CHAT_MESSAGES, LEAGUE_MANAGER_MESSAGES, ME_MESSAGES, MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../common/domain-error';
import { Caller } from './caller';
import { authorize, cameAsAdmin, can, managerRoleOf, pickViewerOf } from './policies';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { status: (error as DomainError).status, message: (error as DomainError).message };
  }
  return null;
};

const admin: Caller = { kind: 'admin', key: 'admin:1' };
/** Jeff runs Pearl Islands (his session's leagues, as the resolver read them for his email). */
const jeff: Caller = {
  kind: 'commissioner',
  key: 'commissioner:1',
  email: 'jeff@example.com',
  leagueIds: ['pearl-islands'],
  sessionId: 's1',
};
const sandra: Caller = {
  kind: 'member',
  key: 'entry:1',
  entry: { entryId: 'e1', leagueId: 'pearl-islands', userName: 'Sandra' },
};
/** Rob, signed in as a person: he plays in Pearl Islands and Marquesas, and runs Marquesas. */
const rob: Caller = {
  kind: 'person',
  key: 'person:1',
  email: 'rob@example.com',
  sessionId: 'p1',
  entries: [
    { entryId: 'e2', leagueId: 'pearl-islands', userName: 'Rob' },
    { entryId: 'e3', leagueId: 'marquesas', userName: 'Boston Rob' },
  ],
  leagueIds: ['marquesas'],
};
/** A person signed in who owns no entry and runs no league. */
const newcomer: Caller = {
  kind: 'person',
  key: 'person:2',
  email: 'new@example.com',
  sessionId: 'p2',
  entries: [],
  leagueIds: [],
};
const stranger: Caller = { kind: 'anonymous', endedSession: false };
const signedOut: Caller = { kind: 'anonymous', endedSession: true };

describe('who may manage a league', () => {
  it('the site admin manages every league, as the admin', () => {
    expect(can(admin, 'league:manage', 'pearl-islands')).toBe(true);
    expect(can(admin, 'league:manage', 'any-other')).toBe(true);
    expect(managerRoleOf(admin)).toBe('admin');
  });

  it('a commissioner manages the leagues their email runs, as the commissioner', () => {
    expect(refusal(() => authorize(jeff, 'league:manage', 'pearl-islands'))).toBeNull();
    expect(managerRoleOf(jeff)).toBe('commissioner');
  });

  it("another league's commissioner is refused with 403, as is a league that does not exist", () => {
    expect(refusal(() => authorize(jeff, 'league:manage', 'borneo'))).toEqual({
      status: 403,
      message: LEAGUE_MANAGER_MESSAGES.notYourLeague,
    });
    expect(refusal(() => authorize(jeff, 'league:manage', 'no-such-league'))?.status).toBe(403);
  });

  it('without a valid session, a member or anyone else: 401', () => {
    for (const caller of [stranger, signedOut, sandra]) {
      expect(refusal(() => authorize(caller, 'league:manage', 'pearl-islands'))).toEqual({
        status: 401,
        message: LEAGUE_MANAGER_MESSAGES.signInRequired,
      });
    }
  });
});

describe("the site admin's routes", () => {
  it('only the admin passes; a commissioner, a member and anyone else hear "admin sign-in required" (401)', () => {
    expect(refusal(() => authorize(admin, 'site:administer'))).toBeNull();
    for (const caller of [jeff, sandra, stranger]) {
      expect(refusal(() => authorize(caller, 'site:administer'))).toEqual({
        status: 401,
        message: MESSAGES.adminSignInRequired,
      });
    }
  });

  it('a league is created at once only by the admin; the others start one by email', () => {
    expect(can(admin, 'league:create-at-once')).toBe(true);
    expect([jeff, sandra, stranger].map((caller) => can(caller, 'league:create-at-once'))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('a commissioner, or an admin whose session ended, came as the admin; a stranger or a member did not', () => {
    expect([jeff, signedOut, stranger, sandra].map(cameAsAdmin)).toEqual([true, true, false, false]);
  });
});

describe("what a league's page shows", () => {
  it("members' emails to the admin only", () => {
    expect([admin, jeff, sandra, stranger].map((caller) => can(caller, 'league:see-member-emails'))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('the join code to the admin and to that league’s commissioner, not to another league’s', () => {
    expect(can(admin, 'league:see-join-code', 'borneo')).toBe(true);
    expect(can(jeff, 'league:see-join-code', 'pearl-islands')).toBe(true);
    expect(can(jeff, 'league:see-join-code', 'borneo')).toBe(false);
    expect(can(sandra, 'league:see-join-code', 'pearl-islands')).toBe(false);
  });
});

describe('sealed picks', () => {
  const sandrasPick = { leagueId: 'pearl-islands', userName: 'Sandra' };
  const rupertsPick = { leagueId: 'pearl-islands', userName: 'Rupert' };

  it('the admin sees every sealed pick and the vote-out of an open episode', () => {
    expect(can(admin, 'picks:see-sealed', rupertsPick)).toBe(true);
    expect(can(admin, 'picks:see-open-vote-out')).toBe(true);
    expect(pickViewerOf(admin, 'pearl-islands')).toEqual({ viewer: 'admin', viewerUserName: null });
  });

  it('a member sees only their own sealed pick, in their own league, and no vote-out', () => {
    expect(can(sandra, 'picks:see-sealed', sandrasPick)).toBe(true);
    expect(can(sandra, 'picks:see-sealed', rupertsPick)).toBe(false);
    expect(can(sandra, 'picks:see-sealed', { leagueId: 'borneo', userName: 'Sandra' })).toBe(false);
    expect(can(sandra, 'picks:see-open-vote-out')).toBe(false);
    expect(pickViewerOf(sandra, 'pearl-islands')).toEqual({ viewer: 'member', viewerUserName: 'Sandra' });
  });

  it('a commissioner sees no sealed pick (their entry token shows their own), nor does anyone else', () => {
    expect(can(jeff, 'picks:see-sealed', sandrasPick)).toBe(false);
    expect(can(stranger, 'picks:see-sealed', sandrasPick)).toBe(false);
    expect(pickViewerOf(jeff, 'pearl-islands')).toEqual({ viewer: 'anonymous', viewerUserName: null });
  });
});

describe("a commissioner's own sessions", () => {
  it('only a commissioner session lists and ends them; the admin and anyone else: 401', () => {
    expect(refusal(() => authorize(jeff, 'commissioner:own-sessions'))).toBeNull();
    for (const caller of [admin, sandra, stranger]) {
      expect(refusal(() => authorize(caller, 'commissioner:own-sessions'))).toEqual({
        status: 401,
        message: LEAGUE_MANAGER_MESSAGES.signInRequired,
      });
    }
  });
});

describe('a person signed in across leagues (issue 29)', () => {
  it('manages the leagues their email runs, as the commissioner, and no other (403)', () => {
    expect(refusal(() => authorize(rob, 'league:manage', 'marquesas'))).toBeNull();
    expect(managerRoleOf(rob)).toBe('commissioner');
    expect(refusal(() => authorize(rob, 'league:manage', 'pearl-islands'))).toEqual({
      status: 403,
      message: LEAGUE_MANAGER_MESSAGES.notYourLeague,
    });
    expect(refusal(() => authorize(newcomer, 'league:manage', 'marquesas'))?.status).toBe(403);
  });

  it('acts on the entries they own, in each league; on anyone else’s entry: 403', () => {
    expect(
      refusal(() => authorize(rob, 'entry:act-as-owner', { leagueId: 'pearl-islands', entryId: 'e2' })),
    ).toBeNull();
    expect(refusal(() => authorize(rob, 'entry:act-as-owner', { leagueId: 'marquesas', entryId: 'e3' }))).toBeNull();
    expect(refusal(() => authorize(rob, 'entry:act-as-owner', { leagueId: 'pearl-islands', entryId: 'e1' }))).toEqual({
      status: 403,
      message: ME_MESSAGES.notYourEntry,
    });
    // an entry id of one league does not open another league's entry
    expect(can(rob, 'entry:act-as-owner', { leagueId: 'marquesas', entryId: 'e2' })).toBe(false);
    expect(
      refusal(() => authorize(stranger, 'entry:act-as-owner', { leagueId: 'pearl-islands', entryId: 'e2' }))?.status,
    ).toBe(401);
  });

  it('sees their own sealed pick in each league they play, and is that league’s member on its pick board', () => {
    expect(can(rob, 'picks:see-sealed', { leagueId: 'pearl-islands', userName: 'Rob' })).toBe(true);
    expect(can(rob, 'picks:see-sealed', { leagueId: 'pearl-islands', userName: 'Sandra' })).toBe(false);
    expect(pickViewerOf(rob, 'marquesas')).toEqual({ viewer: 'member', viewerUserName: 'Boston Rob' });
    expect(pickViewerOf(rob, 'borneo')).toEqual({ viewer: 'anonymous', viewerUserName: null });
    expect(pickViewerOf(newcomer, 'marquesas')).toEqual({ viewer: 'anonymous', viewerUserName: null });
  });

  it('only a person session opens a person’s own account; anyone else: 401', () => {
    expect(refusal(() => authorize(newcomer, 'person:own-account'))).toBeNull();
    for (const caller of [admin, jeff, sandra, stranger, signedOut]) {
      expect(refusal(() => authorize(caller, 'person:own-account'))).toEqual({
        status: 401,
        message: ME_MESSAGES.signInRequired,
      });
    }
  });

  it('a member token of one league is nobody in another on the pick board', () => {
    expect(pickViewerOf(sandra, 'borneo')).toEqual({ viewer: 'anonymous', viewerUserName: null });
  });
});

describe("a league's chat (issue 31)", () => {
  const anyone = stranger;
  const closed = { leagueId: 'pearl-islands', openToVisitors: false };

  it('its members (by token or as a person) and its commissioner post; the admin and strangers do not', () => {
    expect(can(sandra, 'chat:post', 'pearl-islands')).toBe(true);
    expect(can(rob, 'chat:post', 'pearl-islands')).toBe(true);
    expect(can(rob, 'chat:post', 'marquesas')).toBe(true);
    expect(can(jeff, 'chat:post', 'pearl-islands')).toBe(true);
    expect(can(jeff, 'chat:post', 'marquesas')).toBe(false);
    expect(can(sandra, 'chat:post', 'marquesas')).toBe(false);
    expect(refusal(() => authorize(admin, 'chat:post', 'pearl-islands'))).toEqual({
      status: 403,
      message: CHAT_MESSAGES.notAMember,
    });
    expect(refusal(() => authorize(anyone, 'chat:post', 'pearl-islands'))).toEqual({
      status: 401,
      message: CHAT_MESSAGES.notAMember,
    });
  });

  it('the admin reads every chat; visitors only one its commissioner opened (401 to sign in, 403 signed in)', () => {
    expect(can(admin, 'chat:read', closed)).toBe(true);
    expect(can(sandra, 'chat:read', closed)).toBe(true);
    expect(refusal(() => authorize(anyone, 'chat:read', closed))).toEqual({
      status: 401,
      message: CHAT_MESSAGES.closedToVisitors,
    });
    expect(refusal(() => authorize(jeff, 'chat:read', { ...closed, leagueId: 'marquesas' }))).toEqual({
      status: 403,
      message: CHAT_MESSAGES.notAMember,
    });
    expect(refusal(() => authorize(newcomer, 'chat:read', closed))).toEqual({
      status: 403,
      message: CHAT_MESSAGES.notAMember,
    });
    expect(can(anyone, 'chat:read', { ...closed, openToVisitors: true })).toBe(true);
  });
});
