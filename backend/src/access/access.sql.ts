import { EntityManager } from 'typeorm';
import { preparedRows, queryRows } from '../database/query-rows';

/**
 * The reads access makes of the read tables: an entry and the digests of the tokens that open it, and the entries a
 * token's digest names. Sessions are read through their own services (`admin/auth/admin-auth.service.ts`,
 * `commissioners/auth/commissioner-auth.service.ts`).
 */

export interface EntryRow {
  league_id: string;
  league_name: string;
  season: number;
  user_name: string;
  name_key: string;
  entry_id: string;
  /** digests of every token that opens the entry: the one it joined with and one per device signed in by link */
  entry_token_hashes: string[];
  draft_deadline: Date | null;
  weekly_elimination_cutoffs: Record<string, string>;
}

/** The columns and joins of an entry look-up: `$1` the league id, `$2` the `memberNameKey` of the name asked for. */
export const ENTRY_SELECT = `l.id AS league_id, l.name AS league_name, l.season, m.user_name, m.name_key, m.entry_id,
       m.entry_token_hashes, l.draft_deadline, l.weekly_elimination_cutoffs`;
export const ENTRY_FROM = `leagues l LEFT JOIN league_members m ON m.league_id = l.id AND m.name_key = $2
     WHERE l.id = $1`;

/** The entry of a member name's key (`$2`) in a league (`$1`): no row for an unknown league, no user for no member. */
export function entryRowsOf(manager: EntityManager, leagueId: string, nameKey: string): Promise<EntryRow[]> {
  return preparedRows<EntryRow>(
    manager,
    'entry-access.find-entry-of-devices',
    `SELECT ${ENTRY_SELECT} FROM ${ENTRY_FROM}`,
    [leagueId, nameKey],
  );
}

export interface EntryTokenRow {
  entry_id: string;
  user_name: string;
  entry_token_hashes: string[];
}

/**
 * The entries of a league that hold a token's digest: the candidates `opensEntry` decides on (a token names its
 * entry, no user name needed).
 */
export function entriesHoldingDigest(
  manager: EntityManager,
  leagueId: string,
  digest: string,
): Promise<EntryTokenRow[]> {
  return queryRows<EntryTokenRow>(
    manager,
    'SELECT entry_id, user_name, entry_token_hashes FROM league_members WHERE league_id = $1 AND $2 = ANY(entry_token_hashes)',
    [leagueId, digest],
  );
}

export async function leagueExists(manager: EntityManager, leagueId: string): Promise<boolean> {
  return (await queryRows(manager, 'SELECT 1 FROM leagues WHERE id = $1', [leagueId])).length > 0;
}

/** Whether a token's digest opened an entry of the league when its member was removed (`removed_entry_tokens`). */
export async function removedEntryHeld(manager: EntityManager, leagueId: string, digest: string): Promise<boolean> {
  const rows = await queryRows(
    manager,
    'SELECT 1 FROM removed_entry_tokens WHERE league_id = $1 AND token_digest = $2',
    [leagueId, digest],
  );
  return rows.length > 0;
}
