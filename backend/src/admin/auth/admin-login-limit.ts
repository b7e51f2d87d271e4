import { Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import { loginBlockedMessage, MESSAGES } from '@tribal/contracts';
import { DomainError } from '../../common/domain-error';
import { digestSecret } from '../../common/secrets';

/** Failed sign-ins a client address may make in a day before each further one blocks it. */
export const FREE_FAILED_LOGINS = 5;
const DAY_MS = 24 * 3600_000;
const FIRST_BLOCK_MS = 30_000;
const LONGEST_BLOCK_MS = 3600_000;
/** A limit no count reaches: the hit is counted, or a standing block read, without ever starting one. */
const NEVER = 1_000_000_000;

/** The n-th failed sign-in of the day (n > FREE_FAILED_LOGINS) blocks its address for 30 s, 1 min, 2 min, … 1 h. */
export function loginBlockMs(failuresToday: number): number {
  if (failuresToday <= FREE_FAILED_LOGINS) return 0;
  return Math.min(LONGEST_BLOCK_MS, FIRST_BLOCK_MS * 2 ** (failuresToday - FREE_FAILED_LOGINS - 1));
}

/**
 * Guessing the admin password, limited so that the guesser cannot lock the admin out: only FAILED sign-ins count,
 * per client address (the real one behind a load balancer: TRUST_PROXY), with exponential backoff. An attacker
 * blocks only their own address; the admin signing in from anywhere else is never refused. Counts live in the
 * throttler storage (Redis with REDIS_URL), so every process sees the same.
 */
@Injectable()
export class AdminLoginLimit {
  constructor(@InjectThrottlerStorage() private readonly storage: ThrottlerStorage) {}

  /** Refuses (429) while the address is blocked; a refused attempt checks no password. */
  async refuseWhileBlocked(address: string): Promise<void> {
    const { isBlocked, timeToBlockExpire } = await this.storage.increment(
      this.blockKey(address),
      1000,
      NEVER,
      1000,
      'admin-login',
    );
    if (!isBlocked) return;
    // The block grows with each failure (30 s up to an hour): say how long this one has left.
    const secondsLeft = Math.ceil(timeToBlockExpire);
    throw new DomainError(
      429,
      Number.isFinite(secondsLeft) && secondsLeft > 0
        ? loginBlockedMessage(secondsLeft)
        : MESSAGES.tooManyLoginAttempts,
    );
  }

  /** Counts a failed sign-in; past the free ones, blocks the address for the next backoff step. */
  async recordFailure(address: string): Promise<void> {
    const { totalHits } = await this.storage.increment(
      `tp:admin-login-failures:${digestSecret(address)}`,
      DAY_MS,
      NEVER,
      DAY_MS,
      'admin-login-failures',
    );
    const blockMs = loginBlockMs(totalHits);
    if (blockMs > 0) await this.storage.increment(this.blockKey(address), blockMs, 0, blockMs, 'admin-login');
  }

  private blockKey(address: string): string {
    return `tp:admin-login-block:${digestSecret(address)}`;
  }
}
