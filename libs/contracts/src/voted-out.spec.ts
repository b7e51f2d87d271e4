import { describe, expect, it } from 'vitest';
import type { SeasonScores } from './scores';
import { scoresByEpisode, votedOutEpisodes, votedOutIn } from './voted-out';

const out = { votedOut: true };
const stays = { votedOut: false };

describe('which episode a castaway was voted out in', () => {
  it('is the first episode whose record says votedOut, whatever order the episodes arrive in', () => {
    const records = new Map([
      [5, new Map([[7, out]])],
      [
        3,
        new Map([
          [7, out],
          [8, stays],
        ]),
      ],
    ]);
    expect(votedOutEpisodes(records)).toEqual(new Map([[7, 3]]));
  });

  it('counts only episodes up to and including the one asked about', () => {
    const records = new Map([[4, new Map([[7, out]])]]);
    expect(votedOutIn(records, 7, 3)).toBeUndefined();
    expect(votedOutIn(records, 7, 4)).toBe(4);
  });

  it('reads the web app’s SeasonScores the same way as the server’s maps', () => {
    const scores = { '6': { '2': out }, '2': { '2': stays, '9': out } } as unknown as SeasonScores;
    expect(votedOutEpisodes(scoresByEpisode(scores))).toEqual(
      new Map([
        [2, 6],
        [9, 2],
      ]),
    );
  });
});
