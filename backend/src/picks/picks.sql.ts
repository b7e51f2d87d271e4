import { EntityManager } from 'typeorm';
import { preparedRows } from '../database/query-rows';
import { EliminationPickSubmitted } from './domain/pick.events';

type PickData = EliminationPickSubmitted['data'];

/** The SQL that writes the `elimination_picks` read table (the picks projection), in one place. */

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
