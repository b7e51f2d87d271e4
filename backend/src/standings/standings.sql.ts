import { StandingRow } from '@tribal/contracts';
import { EntityManager } from 'typeorm';

/** The SQL of the standings read side, in one place: the projection writes through it, queries read through it. */

interface StandingDbRow {
  rank: number;
  user_name: string;
  total: string;
  breakdown: Record<string, number>;
  team: StandingRow['team'];
}

const toRow = (r: StandingDbRow): StandingRow => ({
  rank: r.rank,
  userName: r.user_name,
  total: Number(r.total),
  breakdown: r.breakdown,
  team: r.team,
});

export async function readStandingRows(
  manager: EntityManager,
  leagueId: string,
  season: number,
  onlyUserNames?: string[],
): Promise<StandingRow[]> {
  const filter = onlyUserNames ? 'AND user_name = ANY($3)' : '';
  const rows: StandingDbRow[] = await manager.query(
    `SELECT rank, user_name, total, breakdown, team FROM standings
     WHERE league_id = $1 AND season = $2 ${filter} ORDER BY rank, user_name`,
    onlyUserNames ? [leagueId, season, onlyUserNames] : [leagueId, season],
  );
  return rows.map(toRow);
}

export async function readStandingsVersion(manager: EntityManager, leagueId: string, season: number): Promise<number> {
  const rows: Array<{ version: number }> = await manager.query(
    'SELECT version FROM standings_versions WHERE league_id = $1 AND season = $2',
    [leagueId, season],
  );
  return rows[0]?.version ?? 0;
}

/**
 * Re-ranks one league-season (spec §9: total descending; equal totals share a rank, 1, 1, 3) and answers the
 * members whose rank moved, so only those rows travel to viewers.
 */
export async function rerank(manager: EntityManager, leagueId: string, season: number): Promise<string[]> {
  const rows: Array<{ user_name: string }> = await manager.query(
    `WITH ranked AS (
       SELECT user_name, (RANK() OVER (ORDER BY total DESC))::int AS new_rank
       FROM standings WHERE league_id = $1 AND season = $2
     )
     UPDATE standings s SET rank = ranked.new_rank FROM ranked
     WHERE s.league_id = $1 AND s.season = $2 AND s.user_name = ranked.user_name AND s.rank <> ranked.new_rank
     RETURNING s.user_name`,
    [leagueId, season],
  );
  return rows.map((r) => r.user_name);
}

export async function bumpStandingsVersion(manager: EntityManager, leagueId: string, season: number): Promise<number> {
  const rows: Array<{ version: number }> = await manager.query(
    `INSERT INTO standings_versions (league_id, season, version) VALUES ($1, $2, 1)
     ON CONFLICT (league_id, season) DO UPDATE SET version = standings_versions.version + 1
     RETURNING version`,
    [leagueId, season],
  );
  return rows[0].version;
}
