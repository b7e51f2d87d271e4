import { MESSAGES } from '@tribal/contracts';
import { describe, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec';
import { leagueDecider } from './league.decider';
import { LeagueCreated, LeagueDeleted, MemberJoined } from './league.events';

const spec = deciderSpec(leagueDecider);
const now = new Date('2026-02-25T12:00:00Z');

const created: LeagueCreated = {
  type: 'LeagueCreated',
  data: {
    leagueId: 'L1',
    name: 'Pearl Islands Pool',
    commissioner: 'Jeff',
    season: 49,
    passwordHash: 'h',
    tribes: [],
    createdAt: now.toISOString(),
  },
};
const joined = (userName: string): MemberJoined => ({
  type: 'MemberJoined',
  data: {
    leagueId: 'L1',
    season: 49,
    userName,
    survivorName: userName,
    realName: `${userName} R`,
    email: `${userName}@example.com`,
    paymentMethod: 'Venmo',
    entryTokenHash: 'd',
    joinedAt: now.toISOString(),
  },
});
const join = (userName: string) => ({
  type: 'JoinLeague' as const,
  userName,
  survivorName: userName,
  realName: `${userName} R`,
  email: `${userName}@example.com`,
  paymentMethod: 'Venmo',
  entryTokenHash: 'd',
  now,
});

describe('league decider', () => {
  it('a participant joins a league and plays its current season', () => {
    spec
      .given([created])
      .when(join('Parvati'))
      .thenEmits([joined('Parvati')]);
  });

  it('a survivor name is taken in a league whatever its case', () => {
    spec
      .given([created, joined('Parvati')])
      .when(join('PARVATI'))
      .thenThrows(409, MESSAGES.userNameTaken);
  });

  it('nobody joins a league that does not exist or was deleted', () => {
    spec.given([]).when(join('Parvati')).thenThrows(404, MESSAGES.leagueNotFound);
    const deleted: LeagueDeleted = { type: 'LeagueDeleted', data: { leagueId: 'L1' } };
    spec.given([created, deleted]).when(join('Parvati')).thenThrows(404, MESSAGES.leagueNotFound);
  });

  it('the commissioner cannot be removed, a member can', () => {
    spec
      .given([created, joined('jeff')])
      .when({ type: 'RemoveMember', userName: 'jeff' })
      .thenThrows(409, MESSAGES.commissionerCannotBeRemoved);
    spec
      .given([created, joined('Rob')])
      .when({ type: 'RemoveMember', userName: 'rob' })
      .thenEmits([{ type: 'MemberRemoved', data: { leagueId: 'L1', season: 49, userName: 'Rob' } }]);
  });

  it('removing someone who is not a member is refused', () => {
    spec.given([created]).when({ type: 'RemoveMember', userName: 'ghost' }).thenThrows(404, MESSAGES.memberNotFound);
  });

  it('a league id is created once', () => {
    spec
      .given([created])
      .when({
        type: 'CreateLeague',
        leagueId: 'L1',
        name: 'x',
        commissioner: 'y',
        season: 49,
        passwordHash: 'h',
        tribes: [],
        now,
      })
      .thenThrows(409, 'A league with this id already exists.');
  });
});
