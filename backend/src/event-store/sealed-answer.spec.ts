import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealedAnswer, openAnswer, sealAnswer } from './sealed-answer';

describe('an answer sealed under the client’s Idempotency-Key', () => {
  const salt = randomBytes(32);
  const answer = { leagueId: 'l1', entryToken: 'secret-entry-token' };

  it('holds nothing in clear, and opens again with the same key for the same row', () => {
    const sealed = sealAnswer(answer, 'client-key-1', salt, 'row-digest');
    expect(JSON.stringify(sealed)).not.toContain('secret-entry-token');
    expect(isSealedAnswer(sealed)).toBe(true);
    expect(openAnswer(sealed, 'client-key-1', salt, 'row-digest')).toEqual(answer);
  });

  it('does not open with another key, another database’s salt, or moved to another row', () => {
    const sealed = sealAnswer(answer, 'client-key-1', salt, 'row-digest');
    expect(() => openAnswer(sealed, 'client-key-2', salt, 'row-digest')).toThrow();
    expect(() => openAnswer(sealed, 'client-key-1', randomBytes(32), 'row-digest')).toThrow();
    expect(() => openAnswer(sealed, 'client-key-1', salt, 'another-row')).toThrow();
  });

  it('a plain stored answer is not taken for a sealed one', () => {
    expect(isSealedAnswer({ message: 'Saved.' })).toBe(false);
    expect(isSealedAnswer(null)).toBe(false);
    expect(isSealedAnswer({ sealedAnswer: 'x', message: 'y' })).toBe(false);
  });
});
