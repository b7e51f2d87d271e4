import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import { tooManyRequests } from '../common/domain-error';

export interface RateRule {
  /** hits allowed per window */
  limit: number;
  windowMs: number;
  /** how long a key that went over stays refused (default: the window) */
  blockMs?: number;
}

/**
 * Counts hits on keys the route guards cannot see (an email address in a body, a failed sign-in), in the
 * throttler's own storage: Redis with REDIS_URL, so every process shares one count; memory otherwise.
 */
@Injectable()
export class RateLimiter {
  constructor(@InjectThrottlerStorage() private readonly storage: ThrottlerStorage) {}

  /** Counts one hit; answers whether it is over the limit and, if so, in how many seconds it may try again. */
  async hit(name: string, key: string, rule: RateRule): Promise<{ refused: boolean; retryAfterSeconds: number }> {
    // Hashed: the store never holds an address in the clear, and any key has a fixed, safe length.
    const hashed = createHash('sha256').update(`${name}\n${key}`).digest('hex');
    const { isBlocked, timeToBlockExpire } = await this.storage.increment(
      `tp:${name}:${hashed}`,
      rule.windowMs,
      rule.limit,
      rule.blockMs ?? rule.windowMs,
      name,
    );
    return { refused: isBlocked, retryAfterSeconds: Math.max(1, timeToBlockExpire) };
  }

  /** The same, refusing with a 429, the given message and `Retry-After` when over the limit. */
  async enforce(name: string, key: string, rule: RateRule, message: string): Promise<void> {
    const { refused, retryAfterSeconds } = await this.hit(name, key, rule);
    if (refused) throw tooManyRequests(message, retryAfterSeconds);
  }

  /**
   * Whether `key` is under a lock set by `lock` (without counting anything against it): for a refusal that must
   * hold for requests that do not themselves count, like the right join code while a league is being guessed at.
   */
  async locked(name: string, key: string): Promise<{ refused: boolean; retryAfterSeconds: number }> {
    // A hit with no reachable limit only reads the block the lock set (both stores keep a block until it runs out).
    return this.hit(name, key, { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000, blockMs: 60_000 });
  }

  /** Locks `key` under `name` for `ms`, whatever its count: `locked` answers refused until then. */
  async lock(name: string, key: string, ms: number): Promise<void> {
    await this.hit(name, key, { limit: 0, windowMs: ms, blockMs: ms });
  }
}
