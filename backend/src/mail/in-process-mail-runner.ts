import { Logger } from '@nestjs/common';
import { claimDueOutboxMail, deliverClaimedMail, type MailDeliveryContext } from './mail-delivery';
import { msUntilSoonestDue } from './mail-outbox.sql';
import type { MailSettings } from './mail-settings';

/** At most `max` sends per window of `durationMs`, like BullMQ's limiter, so a burst of a few dozen goes at once. */
class SendWindow {
  private startedAt = 0;
  private used = 0;

  constructor(
    private readonly max: number,
    private readonly durationMs: number,
  ) {}

  room(now: number): number {
    if (now - this.startedAt >= this.durationMs) {
      this.startedAt = now;
      this.used = 0;
    }
    return this.max - this.used;
  }

  take(count: number): void {
    this.used += count;
  }

  msUntilRoom(now: number): number {
    return Math.max(0, this.startedAt + this.durationMs - now);
  }
}

/**
 * Without Redis, mail is sent from the Postgres outbox by this loop: it claims due rows (a lease, so a process
 * that dies mid-send frees its mail when the lease runs out), sends them, and sleeps until the next row is due,
 * the poll interval passes, or a MailQueued wakes it. Several processes may run it against one database.
 */
export class InProcessMailRunner {
  private readonly logger = new Logger('InProcessMailRunner');
  private readonly window: SendWindow;
  private stopped = false;
  private wakeRequested = false;
  private wakeSleeper: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly context: MailDeliveryContext,
    private readonly settings: MailSettings,
  ) {
    this.window = new SendWindow(settings.ratePerMinute, 60_000);
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** New mail was recorded: look now rather than at the next poll. */
  wake(): void {
    this.wakeRequested = true;
    this.wakeSleeper?.();
  }

  /** Finishes the sends in flight, then returns. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        this.wakeRequested = false;
        const room = this.window.room(Date.now());
        if (room <= 0) {
          await this.sleep(this.window.msUntilRoom(Date.now()));
          continue;
        }
        const claimed = await claimDueOutboxMail(this.context, Math.min(room, this.settings.concurrency));
        if (claimed.length === 0) {
          await this.sleep(await this.msUntilNextDue());
          continue;
        }
        this.window.take(claimed.length);
        await Promise.all(
          claimed.map((row) =>
            deliverClaimedMail(this.context, row).catch((error: Error) =>
              this.logger.warn(`mail ${row.id} attempt ${row.attempts} failed: ${error.message}`),
            ),
          ),
        );
      } catch (error) {
        this.logger.error(`mail runner: ${(error as Error).message}`);
        await this.sleep(this.settings.pollIntervalMs);
      }
    }
  }

  private async msUntilNextDue(): Promise<number> {
    const due = await msUntilSoonestDue(this.context.db);
    const ms = due == null ? Number.POSITIVE_INFINITY : Math.max(0, Number(due)) + 10;
    return Math.min(ms, this.settings.pollIntervalMs);
  }

  private sleep(ms: number): Promise<void> {
    if (this.wakeRequested || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeSleeper = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeSleeper = done;
    });
  }
}
