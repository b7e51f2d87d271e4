import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import { PushPayload } from '@tribal/contracts';
import webpush, { WebPushError } from 'web-push';
import { AppConfig } from '../config/app-config';
import { VapidDetails } from './vapid-keys';

/** Where one notification goes: the browser's endpoint and the keys it is encrypted to. */
export interface PushDestination {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the push service answered: delivered (2xx), or its status for the caller to weigh, and how long it asked us
 * to wait before trying again (its Retry-After), when it said.
 */
export type PushAnswer = { ok: true } | { ok: false; status: number | null; message: string; retryAfterMs?: number };

/** A Retry-After header (RFC 9110: seconds, or an HTTP date) as milliseconds from `now`; undefined when unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now: number): number | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month ("Thu, 12 Mar 2026 01:32:00 GMT"); '-3' is no date, whatever Date.parse says.
  if (!/[A-Za-z]/.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The https agent push requests go through: the usual certificate authorities, plus PUSH_SERVICE_CA_FILE's when set
 * (a private push service, or the tests' stand-in with its self-signed certificate). Undefined: node's default.
 */
export function pushServiceAgent(config: Pick<AppConfig, 'pushServiceCaFile'>): Agent | undefined {
  if (!config.pushServiceCaFile) return undefined;
  return new Agent({ keepAlive: true, ca: [...rootCertificates, readFileSync(config.pushServiceCaFile, 'utf8')] });
}

/** Encrypts the payload to the browser's keys (aes128gcm, RFC 8291), signs with VAPID, and posts it. Never throws. */
export async function sendPush(
  destination: PushDestination,
  payload: PushPayload,
  options: { vapid: VapidDetails; ttlSeconds: number; agent?: Agent; now: number },
): Promise<PushAnswer> {
  try {
    await webpush.sendNotification(
      { endpoint: destination.endpoint, keys: { p256dh: destination.p256dh, auth: destination.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: options.vapid,
        TTL: options.ttlSeconds,
        contentEncoding: 'aes128gcm',
        // One notification per tag on the device: a push service may also replace a waiting one of the same topic.
        urgency: payload.kind === 'pickClosing' || payload.kind === 'draftClosing' ? 'high' : 'normal',
        timeout: 15_000,
        ...(options.agent ? { agent: options.agent } : {}),
      },
    );
    return { ok: true };
  } catch (error) {
    if (error instanceof WebPushError) {
      const wait = retryAfterMs(error.headers?.['retry-after'], options.now);
      return {
        ok: false,
        status: error.statusCode,
        message: `${error.statusCode} ${error.body}`.slice(0, 500),
        ...(wait === undefined ? {} : { retryAfterMs: wait }),
      };
    }
    return { ok: false, status: null, message: String((error as Error)?.message ?? error).slice(0, 500) };
  }
}
