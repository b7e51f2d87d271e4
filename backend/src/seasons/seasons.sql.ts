import { EntityManager } from 'typeorm';

/**
 * The SQL that writes the `seasons` read table (the seasons projection); `SeasonsService` reads it. The pick episodes
 * (`pick_first`, `pick_last`) are stored for SQL, from contracts' seasonEpisodeRanges.
 */

interface SeasonRow {
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
