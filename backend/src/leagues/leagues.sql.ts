import { EntityManager } from 'typeorm';

/**
 * The SQL that writes the `leagues` and `league_members` read tables (the leagues projection), in one place; the
 * reads are in queries/league-rows.sql.ts.
 */

/** A league as it is created: the event's facts, already mapped to the columns. */
export interface NewLeagueRow {
  id: string;
  name: string;
  commissioner: string;
  season: number;
  joinCode: string | null;
  passwordHash: string | null;
  tribes: unknown;
  createdAt: string;
  commissionerEmail: string | null;
  active: boolean;
  commissionerUserName: string | null;
}

export async function insertLeague(manager: EntityManager, row: NewLeagueRow): Promise<void> {
  await manager.query(
    `INSERT INTO leagues (id, name, commissioner, season, join_code, password_hash, tribes, created_at,
             commissioner_email, active, commissioner_user_name)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      row.id,
      row.name,
      row.commissioner,
      row.season,
      row.joinCode,
      row.passwordHash,
      JSON.stringify(row.tribes),
      row.createdAt,
      row.commissionerEmail,
      row.active,
      row.commissionerUserName,
    ],
  );
}

export async function activateLeague(manager: EntityManager, leagueId: string): Promise<void> {
  await manager.query('UPDATE leagues SET active = true WHERE id = $1', [leagueId]);
}

export async function handOverLeague(
  manager: EntityManager,
  leagueId: string,
  toUserName: string,
  toEmail: string,
): Promise<void> {
  await manager.query(
    'UPDATE leagues SET commissioner = $2, commissioner_user_name = $2, commissioner_email = $3 WHERE id = $1',
    [leagueId, toUserName, toEmail],
  );
}

/** A member as they join: the event's facts, already mapped to the columns. */
export interface NewMemberRow {
  leagueId: string;
  userName: string;
  nameKey: string;
  survivorName: string;
  realName: string;
  email: string;
  paymentMethod: string;
  entryId: string;
  entryTokenHash: string;
  joinedAt: string;
}

export async function insertMember(manager: EntityManager, row: NewMemberRow): Promise<void> {
  await manager.query(
    `INSERT INTO league_members
             (league_id, user_name, name_key, survivor_name, real_name, email, payment_method, entry_id,
              entry_token_hashes, joined_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ARRAY[$9::text], $10)`,
    [
      row.leagueId,
      row.userName,
      row.nameKey,
      row.survivorName,
      row.realName,
      row.email,
      row.paymentMethod,
      row.entryId,
      row.entryTokenHash,
      row.joinedAt,
    ],
  );
}

/** Signs one more device in to an entry: the most recent `maxDevices` stay signed in, an older one drops out. */
export async function addEntryDevice(
  manager: EntityManager,
  leagueId: string,
  userName: string,
  entryTokenHash: string,
  maxDevices: number,
): Promise<void> {
  await manager.query(
    `UPDATE league_members
              SET entry_token_hashes = (entry_token_hashes || $3::text)[greatest(1, cardinality(entry_token_hashes) + 2 - $4::int):]
            WHERE league_id = $1 AND user_name = $2`,
    [leagueId, userName, entryTokenHash, maxDevices],
  );
}

/** Signs every device out of an entry but the one holding the new token. */
export async function replaceEntryDevices(
  manager: EntityManager,
  leagueId: string,
  userName: string,
  entryTokenHash: string,
): Promise<void> {
  await manager.query(
    'UPDATE league_members SET entry_token_hashes = ARRAY[$3::text] WHERE league_id = $1 AND user_name = $2',
    [leagueId, userName, entryTokenHash],
  );
}

export async function removeMember(manager: EntityManager, leagueId: string, userName: string): Promise<void> {
  await manager.query('DELETE FROM league_members WHERE league_id = $1 AND user_name = $2', [leagueId, userName]);
}

export async function setDraftDeadline(
  manager: EntityManager,
  leagueId: string,
  draftDeadline: string | null,
): Promise<void> {
  await manager.query('UPDATE leagues SET draft_deadline = $2 WHERE id = $1', [leagueId, draftDeadline]);
}

export async function setEliminationCutoffs(manager: EntityManager, leagueId: string, cutoffs: unknown): Promise<void> {
  await manager.query('UPDATE leagues SET weekly_elimination_cutoffs = $2 WHERE id = $1', [
    leagueId,
    JSON.stringify(cutoffs),
  ]);
}

export async function setCommissionerSettings(
  manager: EntityManager,
  leagueId: string,
  settings: unknown,
): Promise<void> {
  await manager.query('UPDATE leagues SET commissioner_settings = $2 WHERE id = $1', [
    leagueId,
    JSON.stringify(settings),
  ]);
}

/** A new code replaces an older league's password hash too. */
export async function setJoinCode(manager: EntityManager, leagueId: string, joinCode: string | null): Promise<void> {
  await manager.query('UPDATE leagues SET join_code = $2, password_hash = NULL WHERE id = $1', [leagueId, joinCode]);
}

/** The new season starts with no members (each rejoins by the mailed link) and none of the old dates. */
export async function continueLeagueInto(manager: EntityManager, leagueId: string, season: number): Promise<void> {
  await manager.query(
    `UPDATE leagues SET season = $2, draft_deadline = NULL, weekly_elimination_cutoffs = '{}'::jsonb
            WHERE id = $1`,
    [leagueId, season],
  );
  await manager.query('DELETE FROM league_members WHERE league_id = $1', [leagueId]);
}

export async function deleteLeagueRows(manager: EntityManager, leagueId: string): Promise<void> {
  await manager.query('DELETE FROM league_members WHERE league_id = $1', [leagueId]);
  await manager.query('DELETE FROM leagues WHERE id = $1', [leagueId]);
}
