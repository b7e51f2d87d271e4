import { EntityManager } from 'typeorm';

/** The SQL of the `drafts` and `draft_stints` read tables, in one place: the drafts projection writes, queries read. */

export interface DraftEntry {
  leagueId: string;
  season: number;
  userName: string;
}

/** Locks in a draft, or replaces its team when it is edited. */
export async function upsertDraft(
  manager: EntityManager,
  entry: DraftEntry,
  team: number[],
  at: string,
): Promise<void> {
  await manager.query(
    `INSERT INTO drafts (league_id, season, user_name, team, locked_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (league_id, season, user_name) DO UPDATE SET team = $4`,
    [entry.leagueId, entry.season, entry.userName, team, at],
  );
}

/**
 * From episode `from` on the team is exactly `team`; before it, the stints stay as they were. A castaway kept on the
 * team keeps its running stint; every other stint still running at `from` ends there.
 */
export async function restartStintsFrom(
  manager: EntityManager,
  { leagueId, season, userName }: DraftEntry,
  from: number,
  team: number[],
): Promise<void> {
  const entry = [leagueId, season, userName];
  await manager.query(
    `DELETE FROM draft_stints WHERE league_id = $1 AND season = $2 AND user_name = $3 AND from_episode >= $4`,
    [...entry, from],
  );
  await manager.query(
    `UPDATE draft_stints SET to_episode = $4 - 1
           WHERE league_id = $1 AND season = $2 AND user_name = $3 AND (to_episode IS NULL OR to_episode >= $4)
             AND NOT (to_episode IS NULL AND castaway_id = ANY($5::int[]))`,
    [...entry, from, team],
  );
  await manager.query(
    `INSERT INTO draft_stints (league_id, season, user_name, castaway_id, from_episode)
           SELECT $1, $2, $3, id, $4 FROM unnest($5::int[]) AS id
           WHERE NOT EXISTS (SELECT 1 FROM draft_stints s WHERE s.league_id = $1 AND s.season = $2
                               AND s.user_name = $3 AND s.castaway_id = id AND s.to_episode IS NULL)`,
    [...entry, from, team],
  );
}

/** The swap (spec §6): the team changes, the swap is used, the old castaway's stint ends and the new one's starts. */
export async function swapCastaway(
  manager: EntityManager,
  { leagueId, season, userName }: DraftEntry,
  swap: { swappedOut: number; swappedIn: number; team: number[]; effectiveFromEpisode: number },
): Promise<void> {
  await manager.query(
    'UPDATE drafts SET team = $4, swap_used = true WHERE league_id = $1 AND season = $2 AND user_name = $3',
    [leagueId, season, userName, swap.team],
  );
  await manager.query(
    `UPDATE draft_stints SET to_episode = $5 - 1
           WHERE league_id = $1 AND season = $2 AND user_name = $3 AND castaway_id = $4 AND to_episode IS NULL`,
    [leagueId, season, userName, swap.swappedOut, swap.effectiveFromEpisode],
  );
  await manager.query(
    `INSERT INTO draft_stints (league_id, season, user_name, castaway_id, from_episode) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT DO NOTHING`,
    [leagueId, season, userName, swap.swappedIn, swap.effectiveFromEpisode],
  );
}

export async function deleteMemberDraft(manager: EntityManager, leagueId: string, userName: string): Promise<void> {
  for (const table of ['drafts', 'draft_stints']) {
    await manager.query(`DELETE FROM ${table} WHERE league_id = $1 AND user_name = $2`, [leagueId, userName]);
  }
}

export async function deleteLeagueDrafts(manager: EntityManager, leagueId: string): Promise<void> {
  for (const table of ['drafts', 'draft_stints']) {
    await manager.query(`DELETE FROM ${table} WHERE league_id = $1`, [leagueId]);
  }
}

/** The league's current season, or undefined for an unknown league. */
export async function readLeagueSeason(manager: EntityManager, leagueId: string): Promise<number | undefined> {
  const league: Array<{ season: number }> = await manager.query('SELECT season FROM leagues WHERE id = $1', [leagueId]);
  return league[0]?.season;
}

export async function readDraftRows(
  manager: EntityManager,
  leagueId: string,
  season: number,
): Promise<Array<{ user_name: string; team: number[]; swap_used: boolean; locked_at: Date }>> {
  return manager.query(
    'SELECT user_name, team, swap_used, locked_at FROM drafts WHERE league_id = $1 AND season = $2 ORDER BY user_name',
    [leagueId, season],
  );
}

/** An entry's team, or undefined before its draft is locked in. */
export async function readTeam(manager: EntityManager, entry: DraftEntry): Promise<number[] | undefined> {
  const [team] = await manager.query(
    'SELECT team FROM drafts WHERE league_id = $1 AND season = $2 AND user_name = $3',
    [entry.leagueId, entry.season, entry.userName],
  );
  return team?.team;
}

export async function readStintRows(
  manager: EntityManager,
  leagueId: string,
  season: number,
): Promise<Array<{ user_name: string; castaway_id: number; from_episode: number; to_episode: number | null }>> {
  return manager.query(
    `SELECT user_name, castaway_id, from_episode, to_episode FROM draft_stints
         WHERE league_id = $1 AND season = $2 ORDER BY user_name COLLATE "C", from_episode, castaway_id`,
    [leagueId, season],
  );
}
