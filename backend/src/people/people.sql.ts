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
