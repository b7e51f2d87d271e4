import { ThrottlerStorageService } from '@nestjs/throttler';
import { JOIN_CODE_MESSAGES } from '@tribal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../../common/domain-error';
import { RateLimiter } from '../../../rate-limits/rate-limiter';
import { JoinCodeGuessing, LEAGUE_PAUSE_MS, WRONG_CODES_PER_LEAGUE } from './join-code-guessing';

// The in-process store (no REDIS_URL); the Redis store is exercised by backend/test/leagues/join-code-guessing.int.spec.ts.
const storage = new ThrottlerStorageService();
afterEach(() => storage.onApplicationShutdown());

const refusal = (promise: Promise<void>) =>
  promise.then(
    () => null,
    (error: DomainError) => ({ status: error.status, message: error.message, retryAfter: error.retryAfterSeconds }),
  );

describe('wrong join codes, counted per league', () => {
  it('the wrong code over the limit pauses the league: every code, right or wrong, waits 15 minutes', async () => {
    const guessing = new JoinCodeGuessing(new RateLimiter(storage));
    for (let i = 0; i < WRONG_CODES_PER_LEAGUE.limit; i++) {
      expect(await refusal(guessing.refuseWhilePaused('L1'))).toBeNull();
      expect(await refusal(guessing.countWrongCode('L1'))).toBeNull();
    }
    expect(await refusal(guessing.countWrongCode('L1'))).toEqual({
      status: 429,
      message: JOIN_CODE_MESSAGES.tooManyWrongCodesForLeague,
      retryAfter: LEAGUE_PAUSE_MS / 1000,
    });
    const paused = await refusal(guessing.refuseWhilePaused('L1'));
    expect(paused).toMatchObject({ status: 429, message: JOIN_CODE_MESSAGES.tooManyWrongCodesForLeague });
    expect(paused?.retryAfter).toBeGreaterThan(LEAGUE_PAUSE_MS / 1000 - 5);
    // Asking while paused counts nothing, and another league is not paused.
    expect(await refusal(guessing.refuseWhilePaused('L2'))).toBeNull();
  });

  it('asking whether a league is paused never pauses it', async () => {
    const guessing = new JoinCodeGuessing(new RateLimiter(storage));
    for (let i = 0; i < 100; i++) expect(await refusal(guessing.refuseWhilePaused('L3'))).toBeNull();
    expect(await refusal(guessing.countWrongCode('L3'))).toBeNull();
  });
});
