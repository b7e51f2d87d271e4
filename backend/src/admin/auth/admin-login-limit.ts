import { Injectable } from '@nestjs/common';
import { loginBlockedMessage } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { digestSecret } from '../../common/secrets';

/** Failed sign-ins a client address may make in a day before it must wait: the last of them blocks it for 30 s. */
export const FREE_FAILED_LOGINS = 5;
const FIRST_BLOCK_MS = 30_000;
const LONGEST_BLOCK_MS = 3600_000;
/**
 * An attempt still unanswered after this long was lost (its process died mid-check): it no longer holds back the
 * next one. Checking a password takes milliseconds.
 */
const LOST_ATTEMPT_SECONDS = 10;

/** The n-th failed sign-in of the day blocks its address from the FREE_FAILED_LOGINS-th on: 30 s, 1 min, 2 min, … 1 h. */
export function loginBlockMs(failuresToday: number): number {
  if (failuresToday < FREE_FAILED_LOGINS) return 0;
  return Math.min(LONGEST_BLOCK_MS, FIRST_BLOCK_MS * 2 ** (failuresToday - FREE_FAILED_LOGINS));
}
/** loginBlockMs by number of failures (index 1 is the first), for the statement that counts a failure. */
const BLOCK_MS_BY_FAILURES = Array.from({ length: 64 }, (_, n) => loginBlockMs(n));

/**
 * Counts the attempt in one statement (the row lock serialises concurrent ones), BEFORE the password is checked:
 * it is let through only while the address is not blocked and either it has free attempts left or every earlier
 * attempt has been answered. So guesses sent together get at most the free attempts checked, not one per request
 * (the block used to be written only after scrypt had answered, and 40 concurrent guesses were all checked).
 * A day after its first attempt an address starts afresh.
 */
const BEGIN_ATTEMPT_SQL = `
  INSERT INTO admin_login_attempts AS a (address_hash, attempts, failures, window_started_at, last_attempt_at)
  VALUES ($1, 1, 0, now(), now())
  ON CONFLICT (address_hash) DO UPDATE SET
    attempts = CASE WHEN a.window_started_at <= now() - interval '1 day' THEN 1 ELSE a.attempts + 1 END,
    failures = CASE WHEN a.window_started_at <= now() - interval '1 day' THEN 0 ELSE a.failures END,
    blocked_until = CASE WHEN a.window_started_at <= now() - interval '1 day' THEN NULL ELSE a.blocked_until END,
    window_started_at = CASE WHEN a.window_started_at <= now() - interval '1 day' THEN now()
                             ELSE a.window_started_at END,
    last_attempt_at = now()
  WHERE a.window_started_at <= now() - interval '1 day'
     OR ((a.blocked_until IS NULL OR a.blocked_until <= now())
         AND (a.attempts < $2 OR a.attempts <= a.failures
              OR a.last_attempt_at < now() - $3 * interval '1 second'))
  RETURNING attempts`;

/**
 * Guessing the admin password, limited so that the guesser cannot lock the admin out: only FAILED sign-ins count
 * towards the backoff, per client address (the real one behind a load balancer: TRUST_PROXY), with exponential
 * backoff; a successful sign-in starts the address afresh. An attacker blocks only their own address; the admin
 * signing in from anywhere else is never refused. The counts are a table of the database every process shares
 * (security state, like the sessions), so a limit holds across processes with or without Redis.
 */
@Injectable()
export class AdminLoginLimit {
  constructor(private readonly db: DataSource) {}

  /** Counts an attempt before its password is checked; refuses (429, saying how long to wait) when it may not be. */
  async beginAttempt(address: string): Promise<void> {
    const key = digestSecret(address);
    const admitted: unknown[] = await this.db.query(BEGIN_ATTEMPT_SQL, [key, FREE_FAILED_LOGINS, LOST_ATTEMPT_SECONDS]);
    if (admitted.length > 0) return;
    const [state]: Array<{ failures: number; ms_left: number | null }> = await this.db.query(
      `SELECT failures, ceil(EXTRACT(EPOCH FROM (blocked_until - now())) * 1000)::float8 AS ms_left
         FROM admin_login_attempts WHERE address_hash = $1`,
      [key],
    );
    // Blocked: say how long is left. Refused because guesses are still being checked: should they all fail, the
    // block is the one that follows them.
    const msLeft =
      state?.ms_left && state.ms_left > 0
        ? state.ms_left
        : loginBlockMs(Math.max(FREE_FAILED_LOGINS, (state?.failures ?? 0) + 1));
    throw new DomainError(429, loginBlockedMessage(Math.max(1, Math.ceil(msLeft / 1000))));
  }

  /**
   * The password was wrong: counted, and from the last free failure on the address is blocked for the next backoff
   * step, in the same statement, so no attempt slips in between the count and the block.
   */
  async recordFailure(address: string): Promise<void> {
    await this.db.query(
      `WITH counted AS (
         UPDATE admin_login_attempts
            SET failures = failures + 1,
                blocked_until = CASE
                  WHEN coalesce(($2::int[])[failures + 2], $3) > 0
                  THEN greatest(coalesce(blocked_until, now()),
                                now() + coalesce(($2::int[])[failures + 2], $3) * interval '1 millisecond')
                  ELSE blocked_until END
          WHERE address_hash = $1
          RETURNING failures)
       SELECT failures FROM counted`,
      // (SQL arrays count from 1: the block after failure n is element n + 1.)
      [digestSecret(address), BLOCK_MS_BY_FAILURES, LONGEST_BLOCK_MS],
    );
  }

  /** The admin signed in from this address: its count starts afresh. */
  async recordSuccess(address: string): Promise<void> {
    await this.db.query('DELETE FROM admin_login_attempts WHERE address_hash = $1', [digestSecret(address)]);
  }
}
