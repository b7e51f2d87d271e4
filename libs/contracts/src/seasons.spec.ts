import { describe, expect, it } from 'vitest';
import { weeklySchedule } from './schedule';
import {
  CreateSeasonRequestSchema,
  defaultSeason,
  listSeasonNumbers,
  SeasonSchema,
  seasonEpisodeRanges,
  seasonStatus,
  seasonsOnOffer,
} from './seasons';

describe('episode ranges derive from the season length', () => {
  it("keep the spec's values for a 14-episode season", () => {
    expect(seasonEpisodeRanges(14)).toEqual({
      all: { first: 1, last: 14 },
      scoring: { first: 2, last: 14 },
      pick: { first: 2, last: 13 },
      cutoff: { first: 2, last: 13 },
      swapDeadlineEpisode: 10,
      finale: 14,
    });
  });

  it('a 13-episode season has no episode 14', () => {
    const ranges = seasonEpisodeRanges(13);
    expect(ranges.scoring.last).toBe(13);
    expect(ranges.pick.last).toBe(12);
    expect(ranges.swapDeadlineEpisode).toBe(9);
  });

  it('the shortest season (2 episodes) still has a pick episode and a swap episode', () => {
    expect(seasonEpisodeRanges(2)).toMatchObject({ scoring: { first: 2, last: 2 }, pick: { first: 2, last: 2 } });
    expect(seasonEpisodeRanges(2).swapDeadlineEpisode).toBe(2);
  });
});

describe('a season over time', () => {
  // Premiere Wednesday 2026-09-23 at 8 pm EDT (00:00 UTC on the 24th); 13 weekly episodes, the finale 2026-12-16.
  const season = { premiere: '2026-09-23', episodes: 13 };
  const at = (iso: string) => Date.parse(iso);

  it('is upcoming until episode 1 airs, from the weekly default when there is no schedule', () => {
    expect(seasonStatus(season, {}, at('2026-09-23T23:59:59Z'))).toBe('upcoming');
    expect(seasonStatus(season, {}, at('2026-09-24T00:00:00Z'))).toBe('airing');
  });

  it('is airing until the finale has run its three hours, then finished', () => {
    // finale 2026-12-16 8 pm EST = 2026-12-17T01:00Z, ends 04:00Z
    expect(seasonStatus(season, {}, at('2026-12-17T03:59:59Z'))).toBe('airing');
    expect(seasonStatus(season, {}, at('2026-12-17T04:00:00Z'))).toBe('finished');
  });

  it('follows the schedule where the admin moved an air time', () => {
    const schedule = { ...weeklySchedule({ year: 2026, month: 9, day: 23 }, 13), '1': '2026-09-30T00:00:00.000Z' };
    expect(seasonStatus(season, schedule, at('2026-09-25T00:00:00Z'))).toBe('upcoming');
    const late = { ...schedule, '13': '2026-12-24T01:00:00.000Z' };
    expect(seasonStatus(season, late, at('2026-12-20T00:00:00Z'))).toBe('airing');
  });
});

describe('the default season', () => {
  it('is the one airing, else the next upcoming, else the latest', () => {
    const finished = { number: 49, status: 'finished' as const, premiere: '2025-09-24' };
    const airing = { number: 50, status: 'airing' as const, premiere: '2026-02-25' };
    const next = { number: 52, status: 'upcoming' as const, premiere: '2027-09-22' };
    const later = { number: 53, status: 'upcoming' as const, premiere: '2028-02-23' };
    expect(defaultSeason([finished, airing, next, later])).toBe(50);
    expect(defaultSeason([finished, later, next])).toBe(52);
    expect(defaultSeason([finished, { ...airing, status: 'finished' }])).toBe(50);
    expect(defaultSeason([])).toBeUndefined();
  });

  it('the home page offers the seasons not finished, else the latest', () => {
    expect(
      seasonsOnOffer([
        { number: 50, status: 'finished' },
        { number: 49, status: 'finished' },
      ]),
    ).toEqual([50]);
    expect(
      seasonsOnOffer([
        { number: 51, status: 'airing' },
        { number: 52, status: 'upcoming' },
        { number: 50, status: 'finished' },
      ]),
    ).toEqual([51, 52]);
    expect(listSeasonNumbers([49, 50])).toBe('49 & 50');
    expect(listSeasonNumbers([49, 50, 51])).toBe('49, 50 & 51');
    expect(listSeasonNumbers([51])).toBe('51');
  });
});

describe('season input', () => {
  it('accepts 1-999 and a real calendar date, 2-20 episodes (default 14)', () => {
    expect(CreateSeasonRequestSchema.parse({ number: 51, title: 'Survivor 51', premiere: '2026-09-23' })).toEqual({
      number: 51,
      title: 'Survivor 51',
      premiere: '2026-09-23',
      episodes: 14,
    });
    expect(SeasonSchema.safeParse('0').success).toBe(false);
    expect(SeasonSchema.safeParse('1000').success).toBe(false);
    expect(SeasonSchema.parse('7')).toBe(7);
    for (const bad of [
      { number: 51, title: 'x', premiere: '2026-02-30' },
      { number: 51, title: 'x', premiere: 'soon' },
      { number: 51, title: 'x', premiere: '2026-09-23', episodes: 21 },
      { number: 51, title: 'x', premiere: '2026-09-23', episodes: 1 },
      { number: 1000, title: 'x', premiere: '2026-09-23' },
      { number: 51, title: ' ', premiere: '2026-09-23' },
    ]) {
      expect(CreateSeasonRequestSchema.safeParse(bad).success).toBe(false);
    }
  });
});
