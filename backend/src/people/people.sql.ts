import { EntityManager } from 'typeorm';
import { queryRows } from '../database/query-rows';

/** An entry a person owns, as the caller carries it: enough to say "this one is theirs". */
export interface OwnedEntryRow {
  leagueId: string;
  entryId: string;
  userName: string;
}

/**
 * The entries a person owns (issue 29): every entry joined with their address, in any league and season, and every
 * entry attached to them (`person_entries`: a browser's saved entry, a join made while signed in with another
 * address). Addresses compare in lower case, as they are stored for people.
 */
export function entriesOwnedBy(manager: EntityManager, email: string): Promise<OwnedEntryRow[]> {
  return queryRows<OwnedEntryRow>(
    manager,
    `SELECT m.league_id AS "leagueId", m.entry_id AS "entryId", m.user_name AS "userName"
       FROM league_members m
      WHERE lower(m.email) = $1
         OR EXISTS (SELECT 1 FROM person_entries p
                     WHERE p.email = $1 AND p.league_id = m.league_id AND p.entry_id = m.entry_id)
      ORDER BY m.league_id, m.user_name`,
    [email],
  );
}

/** Writes `person_entries` (the person-entries projection): the entry is the person's from now on. */
export async function recordEntryAttached(
  manager: EntityManager,
  attached: { leagueId: string; entryId: string; email: string; attachedAt: string },
): Promise<void> {
  await manager.query(
    `INSERT INTO person_entries (league_id, entry_id, email, attached_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (league_id, entry_id) DO UPDATE SET email = EXCLUDED.email, attached_at = EXCLUDED.attached_at`,
    [attached.leagueId, attached.entryId, attached.email, attached.attachedAt],
  );
}

/**
 * Whether the app knows the address (a sign-in link is mailed only to such): it joined an entry, runs a league, or
 * its owner already confirmed it. Compared in lower case.
 */
export async function isKnownAddress(manager: EntityManager, email: string): Promise<boolean> {
  const rows = await queryRows(
    manager,
    `SELECT 1 WHERE EXISTS (SELECT 1 FROM league_members WHERE lower(email) = $1)
        OR EXISTS (SELECT 1 FROM leagues WHERE commissioner_email = $1)
        OR EXISTS (SELECT 1 FROM confirmed_emails WHERE email = $1)
        OR EXISTS (SELECT 1 FROM person_entries WHERE email = $1)`,
    [email],
  );
  return rows.length > 0;
}

/** One of the person's entries with what `GET /api/me` shows of it and what its "due next" is judged by. */
export interface MyEntryRow {
  leagueId: string;
  entryId: string;
  leagueName: string;
  season: number;
  userName: string;
  /** null before the standings have counted the entry */
  rank: number | null;
  total: number;
  draftDeadline: Date | null;
  leagueCutoffs: Record<string, string>;
  drafted: boolean;
  swapUsed: boolean;
  /** the episodes the entry has a weekly pick for, this season */
  pickedEpisodes: number[];
  /** the season's number of episodes (null for a season the app does not know) */
  episodes: number | null;
}

/**
 * The person's entries (as `entriesOwnedBy` decides) in active leagues, with their standing, draft and picks of the
 * league's season: one round trip for every league.
 */
export function myEntries(manager: EntityManager, email: string): Promise<MyEntryRow[]> {
  return queryRows<MyEntryRow>(
    manager,
    `WITH mine AS (
       SELECT l.id AS league_id, m.entry_id, l.name AS league_name, l.season, m.user_name, l.draft_deadline,
              l.weekly_elimination_cutoffs
         FROM league_members m
         JOIN leagues l ON l.id = m.league_id AND l.active
        WHERE lower(m.email) = $1
           OR EXISTS (SELECT 1 FROM person_entries p
                       WHERE p.email = $1 AND p.league_id = m.league_id AND p.entry_id = m.entry_id)),
     -- Ranked as the standings rank (RANK(): total descending, equal totals share a rank), per league and season.
     ranked AS (
       SELECT s.league_id, s.season, s.user_name, s.total,
              (RANK() OVER (PARTITION BY s.league_id, s.season ORDER BY s.total DESC))::int AS rank
         FROM standings s
        WHERE (s.league_id, s.season) IN (SELECT league_id, season FROM mine))
     SELECT e.league_id AS "leagueId", e.entry_id AS "entryId", e.league_name AS "leagueName", e.season,
            e.user_name AS "userName",
            r.rank, COALESCE(r.total, 0)::float8 AS total,
            e.draft_deadline AS "draftDeadline", e.weekly_elimination_cutoffs AS "leagueCutoffs",
            d.league_id IS NOT NULL AS drafted, COALESCE(d.swap_used, false) AS "swapUsed",
            ARRAY(SELECT p.episode FROM elimination_picks p
                   WHERE p.league_id = e.league_id AND p.season = e.season AND p.user_name = e.user_name
                   ORDER BY p.episode) AS "pickedEpisodes",
            se.episodes
       FROM mine e
       LEFT JOIN ranked r ON r.league_id = e.league_id AND r.season = e.season AND r.user_name = e.user_name
       LEFT JOIN drafts d ON d.league_id = e.league_id AND d.season = e.season AND d.user_name = e.user_name
       LEFT JOIN seasons se ON se.number = e.season
      ORDER BY e.season DESC, e.league_name, e.league_id, e.user_name`,
    [email],
  );
}

/** The active leagues the person's address runs as commissioner. */
export function leaguesRunBy(
  manager: EntityManager,
  email: string,
): Promise<Array<{ leagueId: string; leagueName: string; season: number }>> {
  return queryRows(
    manager,
    `SELECT id AS "leagueId", name AS "leagueName", season FROM leagues
      WHERE commissioner_email = $1 AND active ORDER BY season DESC, name, id`,
    [email],
  );
}
