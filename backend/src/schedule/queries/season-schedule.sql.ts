import { SeasonSchedule } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { preparedRows } from '../../database/query-rows';

/**
 * The reusable reader of a season's air schedule (`season_schedule` read table): episode -> ISO date-time, the
 * shape `GET /api/seasons/{season}/schedule` answers. Episodes without an air time are absent.
 */
export async function readSeasonSchedule(manager: EntityManager, season: number): Promise<SeasonSchedule> {
  const rows = await preparedRows<{ episode: number; air_time: Date }>(
    manager,
    'season-schedule.read',
    'SELECT episode, air_time FROM season_schedule WHERE season = $1 ORDER BY episode',
    [season],
  );
  return Object.fromEntries(rows.map((row) => [String(row.episode), new Date(row.air_time).toISOString()]));
}
