import { MESSAGES, memberNameKey } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { notFound, unauthorized } from '../common/domain-error';
import { sameDigest } from '../common/secrets';
import { EntryRow, entryRowsOf } from './access.sql';

/** A member's entry in a league, as the change commands (draft, swap, pick) need it. */
export interface EntryAccess {
  leagueId: string;
  leagueName: string;
  season: number;
  /** the userName as joined (requests may differ in letter case) */
  userName: string;
  /** the key the name is known by (`memberNameKey`, or the key of a legacy entry): its member stream's */
  nameKey: string;
  /** identifies this membership: a member removed and re-joined gets a fresh entry */
  entryId: string;
  draftDeadline: Date | null;
  weeklyEliminationCutoffs: Record<string, string>;
}

/** 404 for an unknown league or member: the rows of an `ENTRY_SELECT ... FROM ENTRY_FROM` query. */
export function foundEntry<Row extends EntryRow>(rows: Row[]): Row {
  if (rows.length === 0) throw notFound(MESSAGES.leagueNotFound);
  if (!rows[0].user_name) throw notFound(MESSAGES.memberNotFound);
  return rows[0];
}

async function findEntry(manager: EntityManager, leagueId: string, userName: string): Promise<EntryRow> {
  return foundEntry(await entryRowsOf(manager, leagueId, memberNameKey(userName)));
}

export const toAccess = (row: EntryRow): EntryAccess => ({
  leagueId: row.league_id,
  leagueName: row.league_name,
  season: row.season,
  userName: row.user_name,
  nameKey: row.name_key,
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
  return entryWithToken(await findEntry(manager, leagueId, userName), entryToken);
}

/**
 * The entry of a found row, when the request carries one of its tokens (401 otherwise): any device signed in by an
 * emailed link has its own, until the member signs the other devices out (rotate-token).
 */
export function entryWithToken(row: EntryRow, entryToken: string | undefined): EntryAccess {
  if (!opensEntry(entryToken, row.entry_token_hashes)) throw unauthorized(MESSAGES.entryTokenMissing);
  return toAccess(row);
}

/**
 * The one rule of "this token opens this entry": its digest is one of the entry's token digests (the token it
 * joined with, and one per device signed in by an emailed link). Tokens are stored only as digests.
 */
export function opensEntry(entryToken: string | undefined, tokenDigests: readonly string[]): boolean {
  return entryToken !== undefined && tokenDigests.some((digest) => sameDigest(entryToken, digest));
}

/** For admin corrections: the entry without its token (the admin guard has already checked the caller). */
export async function entryForAdmin(manager: EntityManager, leagueId: string, userName: string): Promise<EntryAccess> {
  return toAccess(await findEntry(manager, leagueId, userName));
}
