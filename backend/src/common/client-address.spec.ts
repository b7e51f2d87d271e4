import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address';

describe('the key a per-address limit counts a client by', () => {
  it.each([
    ['an IPv4 address is its own key', '198.51.100.7', '198.51.100.7'],
    ['an IPv4-mapped IPv6 address counts as the IPv4 address', '::ffff:198.51.100.7', '198.51.100.7'],
    ['the same, written in hex', '::ffff:c633:6407', '198.51.100.7'],
    ['an IPv6 address counts by its /64', '2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['the whole /64 is one client', '2001:db8:1:2:ffff:eeee:dddd:cccc', '2001:db8:1:2::/64'],
    ['leading zeros and letter case do not matter', '2001:0DB8:0001:0002:0:0:0:9', '2001:db8:1:2::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
    ['no address', undefined, 'unknown'],
    ['not an address: counted as written', '/tmp/app.sock', '/tmp/app.sock'],
  ])('%s', (_story, address, key) => {
    expect(clientAddressKey(address)).toBe(key);
  });

  it('another /64 is another client', () => {
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'));
  });
});
