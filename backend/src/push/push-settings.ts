import { AppConfig } from '../config/app-config';

/** How notifications are sent; read from the environment once. */
export interface PushSettings {
  /** Whether this process sends notifications (the mail switch: RUN_MAIL_WORKER=false turns it off too). */
  runWorker: boolean;
  /** How long a push service keeps a notification for an offline device (seconds). */
  ttlSeconds: number;
  /** Tries per notification on 429 and 5xx before giving up. */
  maxAttempts: number;
  /** The first retry's wait; each later one doubles it (PUSH_RETRY_BASE_DELAY_MS). */
  retryBaseDelayMs: number;
  /** How long a sender holds a notification before another may try it. */
  leaseMs: number;
  /** The safety-net scan's interval (the whole mechanism without Redis). */
  scanIntervalMs: number;
}
export const PUSH_SETTINGS = Symbol('PUSH_SETTINGS');

export function loadPushSettings(
  hasRedis: boolean,
  config: Pick<AppConfig, 'pushRetryBaseDelayMs'>,
  env = process.env,
): PushSettings {
  return {
    runWorker: env.RUN_MAIL_WORKER !== 'false',
    // A day: a reminder an hour before a cutoff is useless a day later, and an outcome is old news by then.
    ttlSeconds: 24 * 3600,
    maxAttempts: 8,
    retryBaseDelayMs: config.pushRetryBaseDelayMs,
    leaseMs: 60_000,
    scanIntervalMs: hasRedis ? 5 * 60_000 : 30_000,
  };
}

/** The wait after the `attempts`-th failed try: doubling from the base. */
export const pushRetryDelayMs = (settings: Pick<PushSettings, 'retryBaseDelayMs'>, attempts: number) =>
  settings.retryBaseDelayMs * 2 ** Math.max(0, attempts - 1);
