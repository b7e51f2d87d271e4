import { ENTRY_LINK_MESSAGES, MESSAGES } from '@tribal/contracts';
import { describe, it } from 'vitest';
import { fold } from '../../event-store/decider';
import { deciderSpec } from '../../event-store/decider-spec';
import { leagueDecider } from './league.decider';
import { MemberJoined, MemberRemoved } from './league.events';
import { leagueCreated } from './league-spec-fixtures';
import { entryIdOf, memberDecider } from './member.decider';

const now = new Date('2026-03-04T20:00:00Z');
const league = fold(leagueDecider, [leagueCreated(now)]);
const joined = (tokenHash: string): MemberJoined => ({
  type: 'MemberJoined',
  data: {
    leagueId: 'L1',
    season: 49,
    userName: 'Rob',
    survivorName: 'Rob',
    realName: 'Rob M',
    email: 'rob@example.com',
    paymentMethod: 'Venmo',
    entryTokenHash: tokenHash,
    joinedAt: now.toISOString(),
  },
});
const removed: MemberRemoved = { type: 'MemberRemoved', data: { leagueId: 'L1', season: 49, userName: 'Rob' } };
const first = 'a'.repeat(64);
const second = 'b'.repeat(64);
const spec = deciderSpec(memberDecider);

describe('an entry on several devices', () => {
  it('a sign-in link for the current membership gives the device a token of its own', () => {
    spec
      .given([joined(first)])
      .when({ type: 'IssueEntryToken', league, entryId: entryIdOf(first), entryTokenHash: 'c1', now })
      .thenEmits([
        {
          type: 'EntryTokenIssued',
          data: { leagueId: 'L1', season: 49, userName: 'Rob', entryTokenHash: 'c1', issuedAt: now.toISOString() },
        },
      ]);
  });

  it('a link mailed before the member was removed and the name taken again opens nothing', () => {
    spec
      .given([joined(first), removed, joined(second)])
      .when({ type: 'IssueEntryToken', league, entryId: entryIdOf(first), entryTokenHash: 'c1', now })
      .thenThrows(400, ENTRY_LINK_MESSAGES.invalidCode);
  });

  it('a removed member’s link opens nothing', () => {
    spec
      .given([joined(first), removed])
      .when({ type: 'IssueEntryToken', league, entryId: entryIdOf(first), entryTokenHash: 'c1', now })
      .thenThrows(400, ENTRY_LINK_MESSAGES.invalidCode);
  });

  it('signing out other devices leaves one new token', () => {
    spec
      .given([joined(first)])
      .when({ type: 'RotateEntryToken', league, entryTokenHash: 'r1', now })
      .thenEmits([
        {
          type: 'EntryTokenRotated',
          data: { leagueId: 'L1', season: 49, userName: 'Rob', entryTokenHash: 'r1', rotatedAt: now.toISOString() },
        },
      ]);
  });

  it('no one to sign out once the member is gone', () => {
    spec
      .given([joined(first), removed])
      .when({ type: 'RotateEntryToken', league, entryTokenHash: 'r1', now })
      .thenThrows(404, MESSAGES.memberNotFound);
  });
});
