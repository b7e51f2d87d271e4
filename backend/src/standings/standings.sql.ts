import { StandingRow } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { queryRows } from '../database/query-rows';

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
  const rows = await queryRows<{ user_name: string }>(
    manager,
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

/**
 * Copies each member's current team (names and pictures, in draft order) into their standings rows; answers the
 * rows whose team changed. `castawayId` narrows it to rows holding that castaway (a renamed castaway).
 */
export async function refreshTeams(
  manager: EntityManager,
  filter: { leagueId: string; season: number; userName: string } | { season: number; castawayId: number },
): Promise<Array<{ leagueId: string; userName: string }>> {
  const where =
    'userName' in filter
      ? 'd.league_id = $1 AND d.season = $2 AND d.user_name = $3'
      : 'd.season = $1 AND $2 = ANY(d.team)';
  const params = 'userName' in filter ? [filter.leagueId, filter.season, filter.userName] : [filter.season, filter.castawayId];
  const rows = await queryRows<{ league_id: string; user_name: string }>(
    manager,
    `WITH teams AS (
       SELECT d.league_id, d.season, d.user_name,
         COALESCE((SELECT jsonb_agg(jsonb_build_object('castawayId', c.id, 'name', c.name, 'imageUrl', c.image_url)
                                    ORDER BY t.ord)
                   FROM unnest(d.team) WITH ORDINALITY AS t(id, ord) JOIN castaways c ON c.id = t.id), '[]'::jsonb) AS team
       FROM drafts d WHERE ${where}
     )
     UPDATE standings s SET team = teams.team FROM teams
     WHERE s.league_id = teams.league_id AND s.season = teams.season AND s.user_name = teams.user_name
       AND s.team IS DISTINCT FROM teams.team
     RETURNING s.league_id, s.user_name`,
    params,
  );
  return rows.map((r) => ({ leagueId: r.league_id, userName: r.user_name }));
}
