import { ScoringTable } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { mailableMember } from '../mail/league-mail-audience';
import { StoredScoringTable } from './domain/league-scoring.events';

/*
 * The SQL of a league's scoring table and its Sole Survivor predictions (issue 32): the read tables
 * `league_scoring_tables` and `sole_predictions` (written by LeagueScoringProjection only) and what the commands
 * and queries read beside them.
 */

export async function readLeagueScoringTable(
  manager: EntityManager,
  leagueId: string,
  season: number,
): Promise<StoredScoringTable | null> {
  const rows: Array<{ tbl: StoredScoringTable }> = await manager.query(
    'SELECT tbl FROM league_scoring_tables WHERE league_id = $1 AND season = $2',
    [leagueId, season],
  );
  return rows[0]?.tbl ?? null;
}

export async function writeLeagueScoringTable(
  manager: EntityManager,
  leagueId: string,
  season: number,
  table: Omit<ScoringTable, 'locked'>,
): Promise<void> {
  await manager.query(
    `INSERT INTO league_scoring_tables (league_id, season, tbl) VALUES ($1, $2, $3)
     ON CONFLICT (league_id, season) DO UPDATE SET tbl = EXCLUDED.tbl`,
    [leagueId, season, JSON.stringify(table)],
  );
}

export async function writeSolePrediction(
  manager: EntityManager,
  p: { leagueId: string; season: number; userName: string; castawayId: number; madeAt: string },
): Promise<void> {
  await manager.query(
    `INSERT INTO sole_predictions (league_id, season, user_name, castaway_id, made_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (league_id, season, user_name) DO UPDATE SET castaway_id = EXCLUDED.castaway_id, made_at = EXCLUDED.made_at`,
    [p.leagueId, p.season, p.userName, p.castawayId, p.madeAt],
  );
}

/** A member removed takes their prediction with them (a new member of that name starts without one). */
export async function deleteSolePrediction(
  manager: EntityManager,
  leagueId: string,
  season: number,
  userName: string,
): Promise<void> {
  await manager.query('DELETE FROM sole_predictions WHERE league_id = $1 AND season = $2 AND user_name = $3', [
    leagueId,
    season,
    userName,
  ]);
}

export async function deleteLeagueScoring(manager: EntityManager, leagueId: string): Promise<void> {
  await manager.query('DELETE FROM league_scoring_tables WHERE league_id = $1', [leagueId]);
  await manager.query('DELETE FROM sole_predictions WHERE league_id = $1', [leagueId]);
}

/** The league's name and current season, or undefined for an unknown league. */
export async function readScoringLeague(
  manager: EntityManager,
  leagueId: string,
): Promise<{ name: string; season: number } | undefined> {
  const rows: Array<{ name: string; season: number }> = await manager.query(
    'SELECT name, season FROM leagues WHERE id = $1',
    [leagueId],
  );
  return rows[0];
}

/**
 * How far the season is, for contracts' `scoringTableLocked` and the prediction: the last scored episode, and
 * whether a final placement 1 (the Sole Survivor) is recorded.
 */
export async function readFinaleProgress(
  manager: EntityManager,
  season: number,
): Promise<{ lastScoredEpisode: number; placementRecorded: boolean; winnerKnown: boolean }> {
  const [row]: Array<{ last: number | null; placed: boolean; crowned: boolean }> = await manager.query(
    `SELECT max(episode) AS last,
            COALESCE(bool_or(COALESCE((record->>'finalPlacement')::int, 0) > 0), false) AS placed,
            COALESCE(bool_or(COALESCE((record->>'finalPlacement')::int, 0) = 1), false) AS crowned
     FROM episode_scores WHERE season = $1`,
    [season],
  );
  return {
    lastScoredEpisode: row?.last ?? 0,
    placementRecorded: row?.placed ?? false,
    winnerKnown: row?.crowned ?? false,
  };
}

/** Each member's total and rank (spec §9: shared ranks, 1, 1, 3), in rank then name order. */
export async function readMemberRanks(
  manager: EntityManager,
  leagueId: string,
  season: number,
): Promise<Array<{ userName: string; total: number; rank: number }>> {
  const rows: Array<{ user_name: string; total: number; rank: number }> = await manager.query(
    `SELECT user_name, total, (RANK() OVER (ORDER BY total DESC))::int AS rank FROM standings
     WHERE league_id = $1 AND season = $2 ORDER BY rank, user_name COLLATE "C"`,
    [leagueId, season],
  );
  return rows.map((r) => ({ userName: r.user_name, total: Number(r.total), rank: r.rank }));
}

/** The members who may get this league's mail, by address (one mail per address names each of its entries). */
export async function readMailableMembers(
  manager: EntityManager,
  leagueId: string,
): Promise<Array<{ email: string; userName: string }>> {
  const rows: Array<{ email: string; user_name: string }> = await manager.query(
    `SELECT lower(m.email) AS email, m.user_name FROM league_members m
     WHERE m.league_id = $1 AND ${mailableMember('m')} ORDER BY 1, 2`,
    [leagueId],
  );
  return rows.map((r) => ({ email: r.email, userName: r.user_name }));
}

/** Every member's prediction with the castaway's name, in member-name order. */
export async function readSolePredictions(
  manager: EntityManager,
  leagueId: string,
  season: number,
): Promise<Array<{ userName: string; castawayId: number; castawayName: string }>> {
  const rows: Array<{ user_name: string; castaway_id: number; name: string }> = await manager.query(
    `SELECT sp.user_name, sp.castaway_id, c.name FROM sole_predictions sp JOIN castaways c ON c.id = sp.castaway_id
     WHERE sp.league_id = $1 AND sp.season = $2 ORDER BY sp.user_name COLLATE "C"`,
    [leagueId, season],
  );
  return rows.map((r) => ({ userName: r.user_name, castawayId: r.castaway_id, castawayName: r.name }));
}

/** The season's castaway ids (a prediction names one of them). */
export async function readSeasonCastawayIds(manager: EntityManager, season: number): Promise<Set<number>> {
  const rows: Array<{ id: number }> = await manager.query('SELECT id FROM castaways WHERE season = $1', [season]);
  return new Set(rows.map((r) => r.id));
}

/** The member's entry in the league (by the entry id the caller's credentials named), or undefined. */
export async function readEntryById(
  manager: EntityManager,
  leagueId: string,
  entryId: string,
): Promise<{ userName: string; entryId: string } | undefined> {
  const rows: Array<{ user_name: string; entry_id: string }> = await manager.query(
    'SELECT user_name, entry_id FROM league_members WHERE league_id = $1 AND entry_id = $2',
    [leagueId, entryId],
  );
  return rows[0] ? { userName: rows[0].user_name, entryId: rows[0].entry_id } : undefined;
}
