import { Injectable } from '@nestjs/common';
import { loginBlockedMessage } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { digestSecret } from '../../common/secrets';
import { admitAttempt, countFailure, forgetAttempts, readAttemptState } from './admin-login-attempts.sql';

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
    if (await admitAttempt(this.db, key, FREE_FAILED_LOGINS, LOST_ATTEMPT_SECONDS)) return;
    const state = await readAttemptState(this.db, key);
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
    await countFailure(this.db, digestSecret(address), BLOCK_MS_BY_FAILURES, LONGEST_BLOCK_MS);
  }

  /** The admin signed in from this address: its count starts afresh. */
  async recordSuccess(address: string): Promise<void> {
    await forgetAttempts(this.db, digestSecret(address));
  }
}
