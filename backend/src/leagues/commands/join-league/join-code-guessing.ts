import { Injectable } from '@nestjs/common';
import { JOIN_CODE_MESSAGES } from '@tribal/contracts';
import { tooManyRequests } from '../../../common/domain-error';
import { RateLimiter } from '../../../rate-limits/rate-limiter';

/**
 * Wrong join codes counted per league (issue 33, review N5), beside the per-address and per-email join limits: a
 * guesser with many addresses and made-up emails is still one guesser of one league's code. After
 * `WRONG_CODES_PER_LEAGUE.limit` wrong codes in an hour the league takes no code, right or wrong, for
 * `LEAGUE_PAUSE_MS` (429 with Retry-After), so a right guess cannot be told from a wrong one while it lasts. The
 * members already in are not affected; a friend who arrives then waits a quarter of an hour.
 */
export const WRONG_CODES_PER_LEAGUE = { limit: 30, windowMs: 3600_000 } as const;
export const LEAGUE_PAUSE_MS = 15 * 60_000;

const WRONG_CODES = 'join-code-wrong-league';
const PAUSED = 'join-code-paused-league';

@Injectable()
export class JoinCodeGuessing {
  constructor(private readonly limiter: RateLimiter) {}

  /** 429 while the league is paused for guessing; otherwise nothing (and nothing is counted). */
  async refuseWhilePaused(leagueId: string): Promise<void> {
    const { refused, retryAfterSeconds } = await this.limiter.locked(PAUSED, leagueId);
    if (refused) throw tooManyRequests(JOIN_CODE_MESSAGES.tooManyWrongCodesForLeague, retryAfterSeconds);
  }

  /** Counts a wrong code for the league; the one over the limit pauses the league and is answered 429 itself. */
  async countWrongCode(leagueId: string): Promise<void> {
    const { refused } = await this.limiter.hit(WRONG_CODES, leagueId, {
      ...WRONG_CODES_PER_LEAGUE,
      blockMs: LEAGUE_PAUSE_MS,
    });
    if (!refused) return;
    await this.limiter.lock(PAUSED, leagueId, LEAGUE_PAUSE_MS);
    throw tooManyRequests(JOIN_CODE_MESSAGES.tooManyWrongCodesForLeague, LEAGUE_PAUSE_MS / 1000);
  }
}
