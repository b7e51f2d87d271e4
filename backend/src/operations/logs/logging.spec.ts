import { describe, expect, it } from 'vitest';
import { acceptableRequestId, maskEmails } from './logging';

describe('a request id from the caller', () => {
  it.each([
    ['a uuid', '3f1c2a7e-5b0d-4c8e-9a61-0d2b7c4e9f10', true],
    ['128 characters', 'r'.repeat(128), true],
    ['129 characters', 'r'.repeat(129), false],
    ['a newline (a forged log line)', 'abc\n{"level":60}', false],
    ['a tab', 'a\tb', false],
    ['DEL', 'a\u007fb', false],
    ['nothing', '', false],
  ])('%s is kept: %s', (_, value, kept) => {
    expect(acceptableRequestId(value)).toBe(kept);
  });
});

describe('emails in a log line', () => {
  it('are masked wherever they appear in the text', () => {
    expect(maskEmails('sending to Cirie.Fields@example.net failed (450)')).toBe('sending to [email] failed (450)');
    expect(maskEmails('no address here')).toBe('no address here');
  });
});
