import { MESSAGES } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { notFound, unauthorized } from '../common/domain-error';
import { digestSecret } from '../common/secrets';
import { preparedRows } from '../database/query-rows';

/** A member's entry in a league, as the change commands (draft, swap, pick) need it. */
export interface EntryAccess {
  leagueId: string;
  leagueName: string;
  season: number;
  /** the userName as joined (requests may differ in letter case) */
  userName: string;
  /** identifies this membership: a member removed and re-joined gets a fresh entry */
  entryId: string;
  draftDeadline: Date | null;
  weeklyEliminationCutoffs: Record<string, string>;
}

interface EntryRow {
  league_id: string;
  league_name: string;
  season: number;
  user_name: string;
  entry_id: string;
  /** whether the token given is one of the entry's current tokens (null: none given) */
  token_ok: boolean | null;
  draft_deadline: Date | null;
  weekly_elimination_cutoffs: Record<string, string>;
}

async function findEntry(
  manager: EntityManager,
  leagueId: string,
  userName: string,
  tokenHash: string | null,
): Promise<EntryRow> {
  const rows = await preparedRows<EntryRow>(
    manager,
    'entry-access.find-entry-with-token',
    `SELECT l.id AS league_id, l.name AS league_name, l.season, m.user_name, m.entry_id,
            $3::text = ANY(m.entry_token_hashes) AS token_ok, l.draft_deadline, l.weekly_elimination_cutoffs
     FROM leagues l LEFT JOIN league_members m ON m.league_id = l.id AND lower(m.user_name) = lower($2)
     WHERE l.id = $1`,
    [leagueId, userName, tokenHash],
  );
  if (rows.length === 0) throw notFound(MESSAGES.leagueNotFound);
  if (!rows[0].user_name) throw notFound(MESSAGES.memberNotFound);
  return rows[0];
}

const toAccess = (row: EntryRow): EntryAccess => ({
  leagueId: row.league_id,
  leagueName: row.league_name,
  season: row.season,
  userName: row.user_name,
  entryId: row.entry_id,
  draftDeadline: row.draft_deadline ? new Date(row.draft_deadline) : null,
  weeklyEliminationCutoffs: row.weekly_elimination_cutoffs,
});

/**
 * The server-side answer to "anyone can post as anyone": every change to an entry carries the entry token that
 * joining answered; without it, or with another's, the change is refused (401).
 */
export async function requireEntryToken(
  manager: EntityManager,
  leagueId: string,
  userName: string,
  entryToken: string | undefined,
): Promise<EntryAccess> {
  // Any of the entry's current tokens opens it: the one it joined with and one per device signed in by link,
  // until the member signs the other devices out (rotate-token).
  const row = await findEntry(manager, leagueId, userName, entryToken ? digestSecret(entryToken) : null);
  if (!row.token_ok) throw unauthorized(MESSAGES.entryTokenMissing);
  return toAccess(row);
}

/** For admin corrections: the entry without its token (the admin guard has already checked the caller). */
export async function entryForAdmin(manager: EntityManager, leagueId: string, userName: string): Promise<EntryAccess> {
  return toAccess(await findEntry(manager, leagueId, userName, null));
}
