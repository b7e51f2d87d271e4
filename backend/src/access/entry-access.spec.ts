import { describe, expect, it } from 'vitest';
import { digestSecret } from '../common/secrets';
import { opensEntry } from './entry-access';

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
