import { PUSH_MESSAGES } from '@tribal/contracts';
import { badRequest } from '../common/domain-error';

/** Whether `host` is one of `allowed` (exactly, or under a `*.` entry's domain, never the bare domain itself). */
export function isPushServiceHost(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) =>
    entry.startsWith('*.') ? name.endsWith(entry.slice(1)) && name.length > entry.length - 1 : name === entry,
  );
}

/**
 * A subscription's endpoint is where the server will post: it must be https on a push service of PUSH_SERVICE_HOSTS,
 * so a client cannot make the server post to an address it chose (its own, or one inside our network). Throws the
 * 400 the route answers.
 */
export function checkPushEndpoint(endpoint: string, allowed: readonly string[]): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest(PUSH_MESSAGES.endpointNotHttps, 'endpoint');
  }
  if (url.protocol !== 'https:' || url.username || url.password)
    throw badRequest(PUSH_MESSAGES.endpointNotHttps, 'endpoint');
  if (!isPushServiceHost(url.hostname, allowed)) throw badRequest(PUSH_MESSAGES.endpointHostNotAllowed, 'endpoint');
}
