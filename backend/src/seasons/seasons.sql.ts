import { EntityManager } from 'typeorm';
import { preparedRows } from '../database/query-rows';

/**
 * The SQL of the `seasons` read table, in one place: the seasons projection writes it, `SeasonsService` reads it.
 * The pick episodes (`pick_first`, `pick_last`) are stored for SQL, from contracts' seasonEpisodeRanges.
 */

export interface SeasonRow {
  number: number;
  title: string;
  premiere: string;
  episodes: number;
}

export async function insertSeason(
  manager: EntityManager,
  row: SeasonRow & { pickFirst: number; pickLast: number; openedAt: string },
): Promise<void> {
  await manager.query(
    `INSERT INTO seasons (number, title, premiere, episodes, pick_first, pick_last, opened_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [row.number, row.title, row.premiere, row.episodes, row.pickFirst, row.pickLast, row.openedAt],
  );
}

export async function updateSeason(
  manager: EntityManager,
  row: SeasonRow & { pickFirst: number; pickLast: number },
): Promise<void> {
  await manager.query(
    'UPDATE seasons SET title = $2, premiere = $3, episodes = $4, pick_first = $5, pick_last = $6 WHERE number = $1',
    [row.number, row.title, row.premiere, row.episodes, row.pickFirst, row.pickLast],
  );
}

export async function findSeasonRow(manager: EntityManager, season: number): Promise<SeasonRow | null> {
  const rows = await preparedRows<SeasonRow>(
    manager,
    'seasons.find',
    'SELECT number, title, premiere, episodes FROM seasons WHERE number = $1',
    [season],
  );
  return rows[0] ?? null;
}

/** Every season, newest first, with its cast count and its air schedule (ISO date-times by episode). */
export async function listSeasonRows(
  manager: EntityManager,
): Promise<Array<SeasonRow & { cast_count: number; schedule: Record<string, string> | null }>> {
  return manager.query(
    `SELECT s.number, s.title, s.premiere, s.episodes,
              (SELECT count(*)::int FROM castaways c WHERE c.season = s.number) AS cast_count,
              (SELECT jsonb_object_agg(episode::text, to_char(air_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                 FROM season_schedule sc WHERE sc.season = s.number) AS schedule
       FROM seasons s ORDER BY s.number DESC`,
  );
}
