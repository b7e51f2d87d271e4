import { SEASON_MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec';
import { defaultSeasonSchedule, scheduleAfterSeasonChange, seasonDecider } from './season.decider';
import { SeasonOpened } from './season.events';

const spec = deciderSpec(seasonDecider);
const now = new Date('2026-09-01T12:00:00.000Z');
const opened: SeasonOpened = {
  type: 'SeasonOpened',
  data: { season: 51, title: 'Survivor 51', premiere: '2026-09-23', episodes: 13, openedAt: now.toISOString() },
};

describe('opening a season', () => {
  it('records the season with its title, premiere and length', () => {
    spec
      .given([])
      .when({ type: 'OpenSeason', number: 51, title: 'Survivor 51', premiere: '2026-09-23', episodes: 13, now })
      .thenEmits([opened]);
  });

  it('a number already taken is refused with 409', () => {
    spec
      .given([opened])
      .when({ type: 'OpenSeason', number: 51, title: 'Again', premiere: '2027-02-24', episodes: 14, now })
      .thenThrows(409, SEASON_MESSAGES.taken(51));
  });
});

describe('editing a season', () => {
  it('records the fields after the edit', () => {
    spec
      .given([opened])
      .when({ type: 'EditSeason', season: 51, changes: { episodes: 14, title: 'Survivor 51: Redemption' } })
      .thenEmits([
        {
          type: 'SeasonEdited',
          data: { season: 51, title: 'Survivor 51: Redemption', premiere: '2026-09-23', episodes: 14 },
        },
      ]);
  });

  it('an edit that changes nothing records nothing', () => {
    spec
      .given([opened])
      .when({ type: 'EditSeason', season: 51, changes: { number: 51, episodes: 13 } })
      .thenEmits([]);
  });

  it('an unknown season is 404; another number in the body is 400', () => {
    spec.given([]).when({ type: 'EditSeason', season: 52, changes: {} }).thenThrows(404, SEASON_MESSAGES.notFound(52));
    spec
      .given([opened])
      .when({ type: 'EditSeason', season: 51, changes: { number: 52 } })
      .thenThrows(400, SEASON_MESSAGES.numberMismatch);
  });
});

describe('the air schedule follows the premiere', () => {
  const season = { premiere: '2026-09-23', episodes: 13 };

  it('a new season gets the weekly default, one air time per episode', () => {
    const schedule = scheduleAfterSeasonChange(null, season, {});
    expect(Object.keys(schedule ?? {})).toHaveLength(13);
    expect(schedule?.['1']).toBe('2026-09-24T00:00:00.000Z');
    expect(schedule?.['13']).toBe('2026-12-17T01:00:00.000Z');
  });

  it('a moved premiere refills a schedule still at its default', () => {
    const moved = scheduleAfterSeasonChange(
      season,
      { ...season, premiere: '2026-09-30' },
      defaultSeasonSchedule(season),
    );
    expect(moved?.['1']).toBe('2026-10-01T00:00:00.000Z');
  });

  it("keeps the admin's own air times, dropping those past a shortened finale", () => {
    const own = { ...defaultSeasonSchedule(season), '5': '2026-10-22T01:30:00.000Z' };
    const shorter = scheduleAfterSeasonChange(season, { ...season, episodes: 12 }, own);
    expect(shorter?.['5']).toBe('2026-10-22T01:30:00.000Z');
    expect(shorter?.['13']).toBeUndefined();
    expect(scheduleAfterSeasonChange(season, { ...season, premiere: '2026-09-30' }, own)).toBeNull();
  });

  it('an edit of the title alone leaves the schedule', () => {
    expect(scheduleAfterSeasonChange(season, season, {})).toBeNull();
  });
});
