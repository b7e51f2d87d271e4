import { EntityManager } from 'typeorm';

/** The SQL that writes the `season_schedule` read table (the schedule projection); the reader is readSeasonSchedule. */

/** Replaces a season's air schedule: episode -> ISO date-time. */
export async function replaceSeasonSchedule(
  manager: EntityManager,
  season: number,
  airTimes: Record<string, string>,
): Promise<void> {
  await manager.query('DELETE FROM season_schedule WHERE season = $1', [season]);
  await manager.query(
    `INSERT INTO season_schedule (season, episode, air_time)
       SELECT $1, key::int, value::timestamptz FROM jsonb_each_text($2::jsonb)`,
    [season, JSON.stringify(airTimes)],
  );
}
