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

/** What the push service answered: delivered (2xx), or its status for the caller to weigh. */
export type PushAnswer = { ok: true } | { ok: false; status: number | null; message: string };

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
  options: { vapid: VapidDetails; ttlSeconds: number; agent?: Agent },
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
    if (error instanceof WebPushError)
      return { ok: false, status: error.statusCode, message: `${error.statusCode} ${error.body}`.slice(0, 500) };
    return { ok: false, status: null, message: String((error as Error)?.message ?? error).slice(0, 500) };
  }
}
