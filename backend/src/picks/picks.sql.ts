import { EntityManager } from 'typeorm';
import { preparedRows } from '../database/query-rows';
import { EliminationPickSubmitted } from './domain/pick.events';

type PickData = EliminationPickSubmitted['data'];

/** The SQL of the `elimination_picks` read table, in one place: the picks projection writes it, the pick board reads it. */

/** A batch of picks in one upsert (the rush before a cutoff: one statement, however many picks). */
export async function upsertPicks(manager: EntityManager, picks: readonly PickData[]): Promise<void> {
  await preparedRows(
    manager,
    'picks.upsert-all',
    `INSERT INTO elimination_picks (league_id, season, user_name, episode, castaway_id, picked_at)
         SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::int[], $6::timestamptz[])
         ON CONFLICT (league_id, season, user_name, episode)
         DO UPDATE SET castaway_id = excluded.castaway_id, picked_at = excluded.picked_at`,
    [
      picks.map((d) => d.leagueId),
      picks.map((d) => d.season),
      picks.map((d) => d.userName),
      picks.map((d) => d.episode),
      picks.map((d) => d.castawayId),
      picks.map((d) => d.pickedAt),
    ],
  );
}

export async function upsertPick(manager: EntityManager, d: PickData): Promise<void> {
  await preparedRows(
    manager,
    'picks.upsert',
    `INSERT INTO elimination_picks (league_id, season, user_name, episode, castaway_id, picked_at)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (league_id, season, user_name, episode) DO UPDATE SET castaway_id = $5, picked_at = $6`,
    [d.leagueId, d.season, d.userName, d.episode, d.castawayId, d.pickedAt],
  );
}

export async function deleteMemberPicks(manager: EntityManager, leagueId: string, userName: string): Promise<void> {
  await manager.query('DELETE FROM elimination_picks WHERE league_id = $1 AND user_name = $2', [leagueId, userName]);
}

export async function deleteLeaguePicks(manager: EntityManager, leagueId: string): Promise<void> {
  await manager.query('DELETE FROM elimination_picks WHERE league_id = $1', [leagueId]);
}

/*
 * What the pick board reads: the league, its season's picks and vote-outs, and the season's length.
 */

/** The league's current season and its own cutoffs, or undefined for an unknown league. */
export async function readBoardLeague(
  manager: EntityManager,
  leagueId: string,
): Promise<{ season: number; weekly_elimination_cutoffs: Record<string, string> } | undefined> {
  const [league]: Array<{ season: number; weekly_elimination_cutoffs: Record<string, string> }> = await manager.query(
    'SELECT season, weekly_elimination_cutoffs FROM leagues WHERE id = $1',
    [leagueId],
  );
  return league;
}

export function readLeaguePicks(
  manager: EntityManager,
  leagueId: string,
  season: number,
): Promise<Array<{ user_name: string; episode: number; castaway_id: number }>> {
  return manager.query(
    `SELECT user_name, episode, castaway_id FROM elimination_picks
       WHERE league_id = $1 AND season = $2 ORDER BY user_name COLLATE "C", episode`,
    [leagueId, season],
  );
}

/** The castaways each episode's scores vote out (the vote-out half of contracts' picksUnsealed). */
export function readVotedOutByEpisode(
  manager: EntityManager,
  season: number,
): Promise<Array<{ episode: number; ids: number[] }>> {
  return manager.query(
    `SELECT episode, array_agg(castaway_id ORDER BY castaway_id) AS ids FROM episode_scores
       WHERE season = $1 AND voted_out GROUP BY episode`,
    [season],
  );
}

/** The season's number of episodes, or undefined for an unknown season. */
export async function readSeasonLength(manager: EntityManager, season: number): Promise<number | undefined> {
  const [length]: Array<{ episodes: number }> = await manager.query('SELECT episodes FROM seasons WHERE number = $1', [
    season,
  ]);
  return length?.episodes;
}
