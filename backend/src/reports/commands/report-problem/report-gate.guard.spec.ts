import { describe, expect, it } from 'vitest';
import { isBlockedAddress, isBlockedReporter } from './report-gate.guard';

const config = { blockedReporters: ['spammer@example.com', '203.0.113.66', '2001:db8:5:6::1'] };

describe('BLOCKED_REPORTERS', () => {
  it.each([
    ['the listed IPv4 address', '203.0.113.66', true],
    ['the same address written as IPv6', '::ffff:203.0.113.66', true],
    ['its neighbour', '203.0.113.67', false],
    ['any address of a listed IPv6 address’s /64 (its owner may take any of them)', '2001:db8:5:6:abcd::9', true],
    ['another /64', '2001:db8:5:7::1', false],
  ])('%s', (_story, address, blocked) => {
    expect(isBlockedAddress(config, address)).toBe(blocked);
  });

  it('an email is matched whatever its letter case; an email entry never matches an address', () => {
    expect(isBlockedReporter(config, ' Spammer@Example.com ')).toBe(true);
    expect(isBlockedAddress(config, 'spammer@example.com')).toBe(false);
  });
});
