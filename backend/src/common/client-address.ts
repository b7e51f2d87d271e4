import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/**
 * What every per-address limit counts a client by (issue 33, review N5): an IPv4 address as it is; an IPv6 address
 * by its /64, the block one customer line normally holds, so rotating the interface id (a new address per request)
 * buys no fresh bucket; an IPv4 address written as IPv6 (`::ffff:198.51.100.7`) as the IPv4 address, so a dual-stack
 * listener counts it once. The address itself is Express's `req.ip` (TRUST_PROXY decides which hop is the client),
 * or for live connections the same rule through `proxy-addr`.
 */
export function clientAddressKey(address: string | undefined | null): string {
  if (!address) return 'unknown';
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address.trim());
  } catch {
    // Not an address (a Unix socket path, say): counted as written.
    return address;
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}

/** `clientAddressKey` of the request's client address. */
export const clientAddressKeyOf = (request: Pick<Request, 'ip'>): string => clientAddressKey(request.ip);
