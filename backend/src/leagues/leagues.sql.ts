import { UserByEmail } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { mailableMember } from '../mail/league-mail-audience';
import { leagueStreamId } from './domain/league.events';

/**
 * The SQL of the leagues slice besides its public reads (queries/league-rows.sql.ts), in one place: the writes of the
 * `leagues` and `league_members` read tables (the leagues projection), and the look-ups and locks of its commands.
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

/** The member's row goes; the tokens that opened it are kept as a removed member's (`removed_entry_tokens`). */
export async function removeMember(manager: EntityManager, leagueId: string, userName: string): Promise<void> {
  await manager.query(
    `INSERT INTO removed_entry_tokens (league_id, token_digest)
     SELECT league_id, unnest(entry_token_hashes) FROM league_members WHERE league_id = $1 AND user_name = $2
     ON CONFLICT DO NOTHING`,
    [leagueId, userName],
  );
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
  await manager.query('DELETE FROM removed_entry_tokens WHERE league_id = $1', [leagueId]);
  await manager.query('DELETE FROM leagues WHERE id = $1', [leagueId]);
}

/** Holds a transaction-scoped lock on `key` until commit: the writers that take it run one after another. */
export async function lockUntilCommit(manager: EntityManager, key: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
}

export async function countMembers(manager: EntityManager, leagueId: string): Promise<number> {
  const [{ members }]: Array<{ members: number }> = await manager.query(
    'SELECT count(*)::int AS members FROM league_members WHERE league_id = $1',
    [leagueId],
  );
  return members;
}

/** The league's commissioner email as stored, or null (no league, or one without a self-serve commissioner). */
export async function commissionerEmailOf(manager: EntityManager, leagueId: string): Promise<string | null> {
  const [league]: Array<{ email: string | null }> = await manager.query(
    'SELECT commissioner_email AS email FROM leagues WHERE id = $1',
    [leagueId],
  );
  return league?.email ?? null;
}

/** The league's name, or undefined for an unknown league. */
export async function leagueNameOf(manager: EntityManager, leagueId: string): Promise<string | undefined> {
  const [league]: Array<{ name: string }> = await manager.query('SELECT name FROM leagues WHERE id = $1', [leagueId]);
  return league?.name;
}

/** How many episodes the league's season has (it says which episodes take cutoffs), or undefined. */
export async function seasonEpisodesOfLeague(manager: EntityManager, leagueId: string): Promise<number | undefined> {
  const [season]: Array<{ episodes: number }> = await manager.query(
    'SELECT s.episodes FROM leagues l JOIN seasons s ON s.number = l.season WHERE l.id = $1',
    [leagueId],
  );
  return season?.episodes;
}

/** A member by the name's key (as every look-up, entry-access.ts), with the email lower-cased; or undefined. */
export async function memberByNameKey(
  manager: EntityManager,
  leagueId: string,
  nameKey: string,
): Promise<{ userName: string; email: string; entryId: string } | undefined> {
  const [member]: Array<{ userName: string; email: string; entryId: string }> = await manager.query(
    `SELECT user_name AS "userName", lower(email) AS email, entry_id AS "entryId"
           FROM league_members WHERE league_id = $1 AND name_key = $2`,
    [leagueId, nameKey],
  );
  return member;
}

/** Each distinct address of the league's members that may receive league mail (`mailableMember`), lower-cased. */
export async function mailableMemberEmails(
  manager: EntityManager,
  leagueId: string,
): Promise<Array<{ email: string }>> {
  return manager.query(
    `SELECT DISTINCT lower(m.email) AS email FROM league_members m
          WHERE m.league_id = $1 AND ${mailableMember('m')} ORDER BY 1`,
    [leagueId],
  );
}

/**
 * The sends of the last 24 hours (before `now`) by the commissioner of `leagueId`, across every league their email
 * runs (the site admin's sends are not theirs). Takes a lock on that email until commit, so two sends from two of
 * its leagues at once cannot both pass the limit.
 */
export async function commissionerSendsSince(manager: EntityManager, leagueId: string, now: Date): Promise<number> {
  const [league]: Array<{ email: string | null }> = await manager.query(
    'SELECT lower(commissioner_email) AS email FROM leagues WHERE id = $1',
    [leagueId],
  );
  if (!league?.email) return 0;
  await lockUntilCommit(manager, `league-email:${league.email}`);
  // A league's stream id is `league-{id}` (leagueStreamId).
  const [{ sends }]: Array<{ sends: number }> = await manager.query(
    `SELECT count(*)::int AS sends FROM leagues l JOIN events e ON e.stream_id = 'league-' || l.id
      WHERE lower(l.commissioner_email) = $1 AND e.type = 'LeagueMembersEmailed'
        AND e.metadata->>'actor' = 'commissioner' AND (e.data->>'sentAt')::timestamptz > $2`,
    [league.email, new Date(now.getTime() - 86_400_000)],
  );
  return sends;
}

/** The entries whose email matches (case-insensitively), with their league's name: the admin's user look-up. */
export async function findUsersByEmail(manager: EntityManager, email: string): Promise<UserByEmail[]> {
  return manager.query(
    `SELECT m.user_name AS "userName", m.survivor_name AS "survivorName", m.real_name AS "realName",
              m.league_id AS "leagueId", l.name AS "leagueName"
       FROM league_members m JOIN leagues l ON l.id = m.league_id
       WHERE lower(m.email) = lower($1) ORDER BY l.name, m.user_name`,
    [email],
  );
}

/** Every member email, lower-cased, once each. */
export async function listMemberEmails(manager: EntityManager): Promise<string[]> {
  const rows: Array<{ email: string }> = await manager.query(
    'SELECT DISTINCT lower(email) AS email FROM league_members ORDER BY 1',
  );
  return rows.map((r) => r.email);
}

/** The member holding entry `entryId` of the league (name and email as stored), or undefined. */
export async function memberOfEntry(
  manager: EntityManager,
  leagueId: string,
  entryId: string,
): Promise<{ user_name: string; email: string } | undefined> {
  const [member]: Array<{ user_name: string; email: string }> = await manager.query(
    'SELECT user_name, email FROM league_members WHERE league_id = $1 AND entry_id = $2',
    [leagueId, entryId],
  );
  return member;
}

/** The entry's member address, lower-cased, if it may receive league mail (`mailableMember`). */
export async function mailableEntryEmails(
  manager: EntityManager,
  leagueId: string,
  entryId: string,
): Promise<Array<{ email: string }>> {
  return manager.query(
    `SELECT DISTINCT lower(m.email) AS email FROM league_members m
       WHERE m.league_id = $1 AND m.entry_id = $2 AND ${mailableMember('m')}`,
    [leagueId, entryId],
  );
}

/** Castaway names by id (any season). */
export async function castawayNamesByIds(
  manager: EntityManager,
  ids: readonly number[],
): Promise<Array<{ id: number; name: string }>> {
  return manager.query('SELECT id, name FROM castaways WHERE id = ANY($1::int[])', [ids]);
}

/** Whether the league's stream records a send of the league's members with this command id. */
export async function leagueEmailWasSent(
  manager: EntityManager,
  leagueId: string,
  commandId: string,
): Promise<boolean> {
  const [sent] = await manager.query(
    `SELECT 1 FROM events WHERE stream_id = $1 AND type = 'LeagueMembersEmailed' AND data->>'commandId' = $2`,
    [leagueStreamId(leagueId), commandId],
  );
  return Boolean(sent);
}
