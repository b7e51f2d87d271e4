import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { forgetStaleAttempts } from '../admin/auth/admin-login-attempts.sql';
import { Clock } from '../common/clock';
import { IdempotencyStore } from '../event-store/idempotency-store';
import { deleteSettledMailOlderThan } from '../mail/mail-outbox.sql';
import { deleteSettledPushesOlderThan } from '../push/push.sql';
import { personSessions } from '../sign-in/sessions.sql';
import { emailConfirmationCodes, personSignInCodes } from '../sign-in/sign-in-codes.sql';

/** A mail's row (recipient, subject, status; its body is cleared once settled) is kept this long after it was recorded. */
export const MAIL_ROW_DAYS = 7;
const SWEEP_INTERVAL_MS = 3600_000;

/**
 * Deletes what the app keeps only for a while: command results (24 hours; older ones already count as absent),
 * sent or failed mail rows and settled push notifications (7 days) and admin sign-in counts a day old with no block left. Every process runs it
 * hourly: each statement is a plain DELETE by age, so two processes sweeping at once delete each row once and
 * never wait on each other for long.
 */
@Injectable()
export class RetentionSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RetentionSweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly idempotency: IdempotencyStore,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
    void this.sweep();
  }

  /** Never throws: what is not deleted now is deleted at the next sweep. */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    try {
      await this.idempotency.forgetExpired();
      await deleteSettledMailOlderThan(this.db, MAIL_ROW_DAYS);
      await deleteSettledPushesOlderThan(this.db, MAIL_ROW_DAYS);
      await forgetStaleAttempts(this.db);
      // An expired confirmation code opens nothing; a day's grace keeps a "used or expired" answer honest.
      const dayAgo = new Date(this.clock.now().getTime() - 86_400_000);
      await emailConfirmationCodes.sweepExpired(this.db, dayAgo);
      // A person's sign-in link answers "expired, ask for a new one" (410) for a day, then it is forgotten.
      await personSignInCodes.sweepExpired(this.db, dayAgo);
      await personSessions.sweepExpired(this.db, this.clock.now());
    } catch (error) {
      this.logger.warn(`retention sweep failed: ${(error as Error).message}`);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.sweeping;
  }
}

@Module({ providers: [RetentionSweeper], exports: [RetentionSweeper] })
export class RetentionModule {}
