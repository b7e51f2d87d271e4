import type { Castaway, FeedItem, ScoreRecord, SeasonScores } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { castawaysInGame, challengeTribes, liveVotedOutEpisodes } from './castaways-in-game';

const council = (id: number, episode: number, votedOut: number[], undone = false): FeedItem => ({
  id,
  season: 49,
  episode,
  kind: 'tribalCouncil',
  at: '2026-03-25T01:30:00.000Z',
  points: {},
  undone,
  votes: [],
  votedOut,
});
const castaway = (id: number, name: string) => ({ id, name }) as Castaway;
const wentHome = { votedOut: true } as ScoreRecord;

describe('who the live screen shows as voted out', () => {
  const scores: SeasonScores = { 3: { 49013: wentHome }, 4: { 49014: wentHome } };

  it('takes the season records, each castaway at the first episode they went home in', () => {
    const later: SeasonScores = { ...scores, 5: { 49013: wentHome } };
    expect(liveVotedOutEpisodes(later, undefined)).toEqual(
      new Map([
        [49013, 3],
        [49014, 4],
      ]),
    );
  });

  it('adds a tribal council of the live feed before the records reload, but not an undone one', () => {
    const feed = [council(1, 6, [49016]), council(2, 6, [49017], true)];
    const out = liveVotedOutEpisodes(scores, feed);
    expect(out.get(49016)).toBe(6);
    expect(out.has(49017)).toBe(false);
  });

  it('a feed council later than the records does not move an earlier vote-out', () => {
    expect(liveVotedOutEpisodes(scores, [council(1, 6, [49013])]).get(49013)).toBe(3);
  });
});

describe('who is still in the game in an episode', () => {
  const cast = [castaway(1, 'Avery Brooks'), castaway(2, 'Jonah Reyes'), castaway(3, 'Mila Okafor')];
  const out = new Map([
    [2, 4],
    [3, 6],
  ]);

  it('everyone not voted out by then: once recorded, the one going home in it is out of it too', () => {
    expect(castawaysInGame(cast, out, 6).map((c) => c.id)).toEqual([1]);
    expect(castawaysInGame(cast, out, 5).map((c) => c.id)).toEqual([1, 3]);
    expect(castawaysInGame(cast, out, 3).map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('the challenge tribes are theirs, sorted, without the no-tribe mark', () => {
    const tribes: Record<number, string> = { 1: 'Tavi', 2: '-', 3: 'Lomi' };
    expect(challengeTribes(cast, (id) => tribes[id] ?? '')).toEqual(['Lomi', 'Tavi']);
  });
});
