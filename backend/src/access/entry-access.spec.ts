import { describe, expect, it } from 'vitest';
import { DomainError } from '../common/domain-error';
import { digestSecret } from '../common/secrets';
import { EntryRow } from './access.sql';
import { Caller, MemberEntry } from './caller';
import { entryOpenedBy, opensEntry } from './entry-access';

describe('which token opens an entry', () => {
  const phone = 'token-of-the-phone';
  const laptop = 'token-of-the-laptop';
  const entry = [digestSecret(phone), digestSecret(laptop)];

  it('any device the member signed in (one digest each) opens it', () => {
    expect(opensEntry(phone, entry)).toBe(true);
    expect(opensEntry(laptop, entry)).toBe(true);
  });

  it("another's token, the stored digest itself, or no token does not", () => {
    expect(opensEntry('token-of-someone-else', entry)).toBe(false);
    expect(opensEntry(entry[0], entry)).toBe(false);
    expect(opensEntry(undefined, entry)).toBe(false);
  });
});

describe('who may change an entry (draft, swap, pick)', () => {
  const token = 'token-of-the-phone';
  const row: EntryRow = {
    league_id: 'L1',
    league_name: 'Office Pool',
    season: 49,
    user_name: 'Pat',
    name_key: 'pat',
    entry_id: 'e1',
    entry_token_hashes: [digestSecret(token)],
    draft_deadline: null,
    weekly_elimination_cutoffs: {},
  };
  const person = (entries: MemberEntry[]): Caller => ({
    kind: 'person',
    key: 'person:k',
    email: 'pat@example.com',
    sessionId: 's1',
    entries,
    leagueIds: [],
  });
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof DomainError ? error.status : error;
    }
    return 'allowed';
  };

  it('its token opens it, as ever', () => {
    expect(entryOpenedBy(row, { entryToken: token }).entryId).toBe('e1');
    expect(refusal(() => entryOpenedBy(row, { entryToken: 'someone-else' }))).toBe(401);
    expect(refusal(() => entryOpenedBy(row, {}))).toBe(401);
  });

  it('without a token, the session of the person who owns it opens it; another person is refused with 403', () => {
    const pat = person([{ leagueId: 'L1', entryId: 'e1', userName: 'Pat' }]);
    expect(entryOpenedBy(row, { person: pat }).userName).toBe('Pat');
    // The same name in another league, or an earlier membership (another entry id), is not this entry.
    expect(
      refusal(() => entryOpenedBy(row, { person: person([{ leagueId: 'L2', entryId: 'e1', userName: 'Pat' }]) })),
    ).toBe(403);
    expect(
      refusal(() => entryOpenedBy(row, { person: person([{ leagueId: 'L1', entryId: 'e0', userName: 'Pat' }]) })),
    ).toBe(403);
  });

  it('a token that came is judged alone: a wrong one is refused even for the owner', () => {
    const pat = person([{ leagueId: 'L1', entryId: 'e1', userName: 'Pat' }]);
    expect(refusal(() => entryOpenedBy(row, { entryToken: 'stale-token', person: pat }))).toBe(401);
  });
});
