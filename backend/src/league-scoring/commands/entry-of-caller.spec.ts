import { ME_MESSAGES, MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { Caller, MemberEntry } from '../../access/caller';
import { DomainError } from '../../common/domain-error';
import { entryOfCaller } from './make-sole-prediction.command';

const entry = { entryId: 'e1', leagueId: 'L', userName: 'Ann' };
const person = (entries: MemberEntry[]): Caller => ({
  kind: 'person',
  key: 'p',
  email: 'ann@example.com',
  sessionId: 's',
  entries,
  leagueIds: [],
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return [(error as DomainError).status, (error as DomainError).message];
  }
  return null;
};

describe('whose prediction a request makes', () => {
  it('Given an entry token of the league, Then that entry', () => {
    expect(entryOfCaller({ kind: 'member', key: 'm', entry }, 'L')).toEqual(entry);
  });
  it('Given the session of a person who owns an entry of the league, Then that entry', () => {
    expect(entryOfCaller(person([{ ...entry, leagueId: 'X' }, entry]), 'L')).toEqual(entry);
  });
  it('Given a person with no entry in the league, Then 403', () => {
    expect(refusal(() => entryOfCaller(person([{ ...entry, leagueId: 'X' }]), 'L'))).toEqual([
      403,
      ME_MESSAGES.notYourEntry,
    ]);
  });
  it('Given the admin, a commissioner or nobody, Then 401 (only a member predicts)', () => {
    expect(refusal(() => entryOfCaller({ kind: 'admin', key: 'a' }, 'L'))).toEqual([401, MESSAGES.entryTokenMissing]);
    expect(refusal(() => entryOfCaller({ kind: 'anonymous', endedSession: false }, 'L'))).toEqual([
      401,
      MESSAGES.entryTokenMissing,
    ]);
  });
});
