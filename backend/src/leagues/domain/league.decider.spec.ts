import { LEAGUE_MANAGER_MESSAGES, MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { fold } from '../../event-store/decider';
import { deciderSpec } from '../../event-store/decider-spec';
import { leagueDecider } from './league.decider';
import { LeagueDeleted, MemberJoined } from './league.events';
import { leagueCreated } from './league-spec-fixtures';
import { entryIdOf, memberDecider } from './member.decider';

const now = new Date('2026-02-25T12:00:00Z');
const created = leagueCreated(now);
const deleted: LeagueDeleted = { type: 'LeagueDeleted', data: { leagueId: 'L1' } };
const activeLeague = fold(leagueDecider, [created]);
/** What a member fills in to join (and the hash of the entry token they get): the same in command and event. */
const entry = (userName: string) => ({
  userName,
  survivorName: userName,
  realName: `${userName} R`,
  email: `${userName}@example.com`,
  paymentMethod: 'Venmo',
  entryTokenHash: 'd',
});
const joined = (userName: string): MemberJoined => ({
  type: 'MemberJoined',
  data: { leagueId: 'L1', season: 49, ...entry(userName), joinedAt: now.toISOString() },
});
/** Room for everyone unless a spec says how full the league is. */
const ROOMY = { members: 1, maxMembers: 1000 };
const join = (userName: string, league = activeLeague, size = ROOMY) => ({
  type: 'JoinLeague' as const,
  league,
  size,
  ...entry(userName),
  now,
});

describe('joining and leaving (member decider)', () => {
  const spec = deciderSpec(memberDecider);

  it('a participant joins a league and plays its current season', () => {
    spec
      .given([])
      .when(join('Parvati'))
      .thenEmits([joined('Parvati')]);
  });

  it('a name already in the league is refused (its stream is the lower-cased name, so any case)', () => {
    spec
      .given([joined('Parvati')])
      .when(join('PARVATI'))
      .thenThrows(409, MESSAGES.userNameTaken);
  });

  it('nobody joins a league that does not exist or was deleted', () => {
    spec.given([]).when(join('Parvati', leagueDecider.initialState())).thenThrows(404, MESSAGES.leagueNotFound);
    spec
      .given([])
      .when(join('Parvati', fold(leagueDecider, [created, deleted])))
      .thenThrows(404, MESSAGES.leagueNotFound);
  });

  it('the commissioner cannot be removed, a member can, and a name can join again after leaving', () => {
    spec
      .given([joined('jeff')])
      .when({ type: 'RemoveMember', league: activeLeague, userName: 'jeff' })
      .thenThrows(409, MESSAGES.commissionerCannotBeRemoved);
    const removed = { type: 'MemberRemoved' as const, data: { leagueId: 'L1', season: 49, userName: 'Rob' } };
    spec
      .given([joined('Rob')])
      .when({ type: 'RemoveMember', league: activeLeague, userName: 'rob' })
      .thenEmits([removed]);
    spec
      .given([joined('Rob'), removed])
      .when(join('Rob'))
      .thenEmits([joined('Rob')]);
  });

  it("a self-serve league's commissioner plays under another name and cannot be removed either", () => {
    const league = fold(leagueDecider, [
      {
        ...created,
        data: {
          ...created.data,
          awaitingActivation: true,
          commissionerEmail: 'jeff@example.com',
          commissionerEntry: { userName: 'jp', survivorName: 'jp', realName: 'Jeff P', paymentMethod: 'Venmo' },
        },
      },
      // The commissioner's entry: the one joined with the token whose digest is 'd' (see `entry`).
      { type: 'LeagueActivated', data: { leagueId: 'L1', activatedAt: now.toISOString(), commissionerEntryId: 'd' } },
    ]);
    spec
      .given([joined('JP')])
      .when({ type: 'RemoveMember', league, userName: 'jp' })
      .thenThrows(409, MESSAGES.commissionerCannotBeRemoved);
    // Issue 33: the same name on another entry (a joiner who took it, say in a new season) is removable.
    const squatter: MemberJoined = { ...joined('jp'), data: { ...joined('jp').data, entryTokenHash: 'other' } };
    spec
      .given([squatter])
      .when({ type: 'RemoveMember', league, userName: 'jp' })
      .thenEmits([{ type: 'MemberRemoved', data: { leagueId: 'L1', season: 49, userName: 'jp' } }]);
    spec
      .given([])
      .when(join('Rob', fold(leagueDecider, [{ ...created, data: { ...created.data, awaitingActivation: true } }])))
      .thenThrows(404, MESSAGES.leagueNotFound);
  });

  it('a league at MAX_LEAGUE_MEMBERS (the commissioner counted) takes no one more: 409, nothing joins', () => {
    spec
      .given([])
      .when(join('Parvati', activeLeague, { members: 3, maxMembers: 4 }))
      .thenEmits([joined('Parvati')]);
    spec
      .given([])
      .when(join('Parvati', activeLeague, { members: 4, maxMembers: 4 }))
      .thenThrows(409, LEAGUE_MANAGER_MESSAGES.leagueFull(4));
  });

  it('a member whose name is taken hears that, even in a full league', () => {
    spec
      .given([joined('Parvati')])
      .when(join('Parvati', activeLeague, { members: 4, maxMembers: 4 }))
      .thenThrows(409, MESSAGES.userNameTaken);
  });

  it("a past season's member rejoins the league's next season only while it has room", () => {
    const nextSeason = fold(leagueDecider, [
      created,
      { type: 'LeagueContinued', data: { leagueId: 'L1', fromSeason: 49, season: 50, continuedAt: now.toISOString() } },
    ]);
    const entryId = entryIdOf(joined('Parvati').data.entryTokenHash);
    const rejoin = (members: number) => ({
      type: 'RejoinLeague' as const,
      league: nextSeason,
      size: { members, maxMembers: 4 },
      entryId,
      entryTokenHash: 'e',
      now,
    });
    spec
      .given([joined('Parvati')])
      .when(rejoin(3))
      .thenEmits([{ type: 'MemberJoined', data: { ...joined('Parvati').data, season: 50, entryTokenHash: 'e' } }]);
    spec
      .given([joined('Parvati')])
      .when(rejoin(4))
      .thenThrows(409, LEAGUE_MANAGER_MESSAGES.leagueFull(4));
  });

  it('removing someone who is not a member is refused', () => {
    spec
      .given([])
      .when({ type: 'RemoveMember', league: activeLeague, userName: 'ghost' })
      .thenThrows(404, MESSAGES.memberNotFound);
  });
});

describe('league decider', () => {
  const spec = deciderSpec(leagueDecider);

  it('a league id is created once', () => {
    spec
      .given([created])
      .when({
        type: 'CreateLeague',
        leagueId: 'L1',
        name: 'x',
        commissioner: 'y',
        season: 49,
        joinCode: 'h',
        tribes: [],
        now,
      })
      .thenThrows(409, 'A league with this id already exists.');
  });

  it('a league created before join codes keeps its password (hash) as its code; the admin changes or clears it', () => {
    expect(activeLeague.joinCode).toEqual({ kind: 'hash', passwordHash: 'h' });
    spec
      .given([created])
      .when({ type: 'SetJoinCode', joinCode: 'tribe-has-spoken' })
      .thenEmits([{ type: 'JoinCodeSet', data: { leagueId: 'L1', joinCode: 'tribe-has-spoken' } }]);
    const changed = fold(leagueDecider, [
      created,
      { type: 'JoinCodeSet', data: { leagueId: 'L1', joinCode: 'tribe-has-spoken' } },
    ]);
    expect(changed.joinCode).toEqual({ kind: 'code', code: 'tribe-has-spoken' });
    const cleared = fold(leagueDecider, [created, { type: 'JoinCodeSet', data: { leagueId: 'L1', joinCode: null } }]);
    expect(cleared.joinCode).toEqual({ kind: 'open' });
  });

  it('a deleted league takes no join code', () => {
    spec
      .given([created, deleted])
      .when({ type: 'SetJoinCode', joinCode: null })
      .thenThrows(404, MESSAGES.leagueNotFound);
  });

  it('a deleted league takes no deadline', () => {
    spec
      .given([created, deleted])
      .when({ type: 'SetDraftDeadline', draftDeadline: now, by: 'admin', now })
      .thenThrows(404, MESSAGES.leagueNotFound);
  });
});
