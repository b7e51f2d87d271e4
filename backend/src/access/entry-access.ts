import { MESSAGES, memberNameKey } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { notFound, unauthorized } from '../common/domain-error';
import { sameDigest } from '../common/secrets';
import { EntryRow, entryRowsOf } from './access.sql';
import { Caller } from './caller';
import { authorize } from './policies';

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
 * What a change to an entry (draft, swap, pick) carries to say it is the entry's owner: the entry's token (old
 * clients, bots, a browser's saved user), else the signed-in person's session (issue 29), resolved only when no
 * token came (`@ActsOnEntry()`).
 */
export interface EntryCredential {
  entryToken?: string;
  /** the caller of the person session the request carried, when it had no entry token */
  person?: Caller;
}

/**
 * The server-side answer to "anyone can post as anyone": every change to an entry carries the entry token that
 * joining answered, or comes from the person who owns the entry; without either, or with another's token, the
 * change is refused (401); a person acting on someone else's entry is refused with 403.
 */
export async function requireEntryToken(
  manager: EntityManager,
  leagueId: string,
  userName: string,
  credential: EntryCredential,
): Promise<EntryAccess> {
  return entryOpenedBy(await findEntry(manager, leagueId, userName), credential);
}

/**
 * The entry of a found row, opened by the request's credential: its token when one came (exactly as before issue
 * 29), else the person's session when the entry is theirs (`entry:act-as-owner`).
 */
export function entryOpenedBy(row: EntryRow, { entryToken, person }: EntryCredential): EntryAccess {
  if (entryToken !== undefined || !person) return entryWithToken(row, entryToken);
  authorize(person, 'entry:act-as-owner', { leagueId: row.league_id, entryId: row.entry_id });
  return toAccess(row);
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
