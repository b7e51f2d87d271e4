import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import { DomainError } from '../common/domain-error';

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

  /** The same, refusing with a 429 and the given message when over the limit. */
  async enforce(name: string, key: string, rule: RateRule, message: string): Promise<void> {
    if ((await this.hit(name, key, rule)).refused) throw new DomainError(429, message);
  }
}
