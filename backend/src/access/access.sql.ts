import { EntityManager } from 'typeorm';
import { queryRows } from '../database/query-rows';

/**
 * The reads the caller resolver makes of the read tables; sessions are read through their own services
 * (`admin/auth/admin-auth.service.ts`, `commissioners/auth/commissioner-auth.service.ts`).
 */

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
