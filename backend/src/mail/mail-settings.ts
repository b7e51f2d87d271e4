/** How this process sends mail; read from the environment once, tests pass their own through `MailModule.withSettings`. */
export interface MailSettings {
  /**
   * Whether this process sends mail (BullMQ worker, or the in-process runner without Redis) and sweeps the
   * outbox. `RUN_MAIL_WORKER=false` lets a deployment keep web processes and worker processes apart.
   */
  runWorker: boolean;
  /** What the SMTP provider tolerates (`MAIL_RATE_PER_MINUTE`). */
  ratePerMinute: number;
  /** Mails sent at once by one process. */
  concurrency: number;
  /** Send attempts before a mail is marked `failed`. */
  maxAttempts: number;
  /** The first retry waits this long; each further one twice as long. */
  retryBaseDelayMs: number;
  /**
   * How long a claimed mail stays reserved to its sender. It outlasts the transport's timeouts, so only a dead
   * sender lets it run out, and then another may claim the mail.
   */
  leaseMs: number;
  /** The in-process runner looks for due mail at least this often (a MailQueued wakes it sooner). */
  pollIntervalMs: number;
  /** BullMQ mode: how often pending rows that never reached the queue are handed to it again... */
  sweepIntervalMs: number;
  /** ...once they are at least this old (a crash between commit and enqueue). */
  sweepAfterMs: number;
  /** BullMQ job lock: a worker that stops renewing it for this long is presumed dead. */
  lockDurationMs: number;
  /** BullMQ: how often a worker looks for jobs whose worker died. */
  stalledIntervalMs: number;
}

export const MAIL_SETTINGS = Symbol('MAIL_SETTINGS');

function positiveNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export function loadMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  return {
    runWorker: env.RUN_MAIL_WORKER !== 'false',
    ratePerMinute: positiveNumber(env.MAIL_RATE_PER_MINUTE, 120),
    concurrency: 5,
    maxAttempts: 8,
    // 8 attempts 5 s apart doubling: a mail rides out about 10 minutes of SMTP outage before it is marked failed.
    retryBaseDelayMs: 5000,
    leaseMs: 120_000,
    pollIntervalMs: 5000,
    sweepIntervalMs: 30_000,
    sweepAfterMs: 30_000,
    lockDurationMs: 30_000,
    stalledIntervalMs: 30_000,
  };
}

/** Exponential backoff after the `attempts`-th failed attempt: base, 2×base, 4×base, ... */
export function retryDelayMs(settings: Pick<MailSettings, 'retryBaseDelayMs'>, attempts: number): number {
  return settings.retryBaseDelayMs * 2 ** Math.max(0, attempts - 1);
}
