import type { ScoreRecord, SeasonScores } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { episodeReason, isEpisodeFinal, openingEpisode } from './opening-episode';

const MINUTE = 60_000;
const NOW = Date.parse('2026-03-25T01:30:00.000Z');
/** weekly, episode 6 aired 30 minutes before NOW */
const schedule = Object.fromEntries(
  Array.from({ length: 14 }, (_, i) => [
    String(i + 1),
    new Date(NOW - 30 * MINUTE + (i - 5) * 7 * 1440 * MINUTE).toISOString(),
  ]),
);
const record = (fields: Partial<ScoreRecord> = {}) => ({ tribeImmunityWins: 1, ...fields }) as ScoreRecord;
const scoredThrough = (last: number, extra: SeasonScores = {}): SeasonScores => ({
  ...Object.fromEntries(
    Array.from({ length: last - 1 }, (_, i) => [String(i + 2), { 49001: record(), 49002: record({ votedOut: true }) }]),
  ),
  ...extra,
});

describe('where /admin/live opens', () => {
  it('on the episode airing now, though only episode 5 has scores', () => {
    expect(openingEpisode(schedule, scoredThrough(5), NOW, 14)).toEqual({ episode: 6, reason: 'airing now' });
  });

  it('on the aired episode while its scores are not final, also after the broadcast', () => {
    const scores = scoredThrough(5, { 6: { 49003: record() } });
    expect(openingEpisode(schedule, scores, NOW, 14)).toEqual({ episode: 6, reason: 'airing now' });
    expect(openingEpisode(schedule, scores, NOW + 2 * 60 * MINUTE, 14)).toEqual({
      episode: 6,
      reason: 'aired, scores not final',
    });
  });

  it('on the last scored episode once the aired one is final (its vote-out recorded)', () => {
    const scores = scoredThrough(6);
    expect(isEpisodeFinal(scores, 6)).toBe(true);
    expect(openingEpisode(schedule, scores, NOW, 14)).toEqual({ episode: 6, reason: 'last scored episode' });
  });

  it('a finale is final with its placements', () => {
    expect(isEpisodeFinal({ 14: { 49001: record({ finalPlacement: 1 }) } }, 14)).toBe(true);
    expect(isEpisodeFinal({ 14: { 49001: record() } }, 14)).toBe(false);
  });

  it('without a schedule, on the last scored episode; with nothing at all, on the first scoring episode', () => {
    expect(openingEpisode({}, scoredThrough(5), NOW, 14)).toEqual({ episode: 5, reason: 'last scored episode' });
    expect(openingEpisode(undefined, {}, NOW, 14)).toEqual({ episode: 2, reason: 'first episode' });
  });

  it('the premiere (episode 1) is not scored: before episode 2 airs it opens on episode 2', () => {
    expect(openingEpisode(schedule, {}, Date.parse(schedule[1]) + MINUTE, 14)).toEqual({
      episode: 2,
      reason: 'first episode',
    });
  });
});

describe('why the header says the episode it shows', () => {
  const opened = { season: 49, episode: 6, reason: 'airing now' } as const;

  it('keeps the reason it opened on while the admin stays on that episode of that season', () => {
    expect(episodeReason(opened, 49, 6, scoredThrough(5))).toBe('airing now');
  });

  it('on another episode, says how far its scores are: final, not final, or nothing yet', () => {
    const scores = scoredThrough(5, { 6: { 49003: record() } });
    expect(episodeReason(opened, 49, 5, scores)).toBe('final');
    expect(episodeReason(opened, 49, 6 + 1, scores)).toBe('nothing recorded yet');
    expect(episodeReason(null, 49, 6, scores)).toBe('scores not final');
  });

  it('in another season the opening reason no longer holds', () => {
    expect(episodeReason(opened, 50, 6, {})).toBe('nothing recorded yet');
  });
});
