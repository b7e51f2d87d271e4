import type { EntityManager } from 'typeorm';
import { queryRows } from '../database/query-rows';

/** The newest standings version of each league-season asked for (none for a league-season never counted). */
export function standingsVersionsOf(
  manager: EntityManager,
  leagueSeasons: ReadonlyArray<{ leagueId: string; season: number }>,
): Promise<Array<{ leagueId: string; season: number; version: number }>> {
  return queryRows(
    manager,
    `SELECT v.league_id AS "leagueId", v.season, v.version
       FROM standings_versions v
       JOIN unnest($1::text[], $2::int[]) AS asked(league_id, season)
         ON asked.league_id = v.league_id AND asked.season = v.season`,
    [leagueSeasons.map((room) => room.leagueId), leagueSeasons.map((room) => room.season)],
  );
}
