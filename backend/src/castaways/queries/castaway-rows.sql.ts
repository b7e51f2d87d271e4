import { Castaway, MESSAGES, TribesAt } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { notFound } from '../../common/domain-error';

/** The SQL that reads the `castaways` read table. */
export async function listCastaways(manager: EntityManager, season: number): Promise<Castaway[]> {
  return manager.query(
    `SELECT id, season, name, age, occupation, tribe, image_url AS "imageUrl" FROM castaways
     WHERE season = $1 ORDER BY id`,
    [season],
  );
}

/**
 * Where an admin edit of the cast names its season: by a league playing it (the spec's league routes), or by the
 * season itself (a season that has no league yet, the normal case when it opens).
 */
export type CastawayScope = { leagueId: string } | { season: number };

export function seasonOfScope(manager: EntityManager, scope: CastawayScope): Promise<number> {
  return 'season' in scope ? Promise.resolve(scope.season) : seasonOfLeague(manager, scope.leagueId);
}

export async function seasonOfLeague(manager: EntityManager, leagueId: string): Promise<number> {
  const rows: Array<{ season: number }> = await manager.query('SELECT season FROM leagues WHERE id = $1', [leagueId]);
  if (rows.length === 0) throw notFound(MESSAGES.leagueNotFound);
  return rows[0].season;
}

/** Each castaway's tribe as of an episode: the latest change from that episode or before, else the starting one. */
export async function readTribesAt(manager: EntityManager, season: number, episode: number): Promise<TribesAt> {
  const rows: Array<{ id: number; tribe: string }> = await manager.query(
    `SELECT c.id, COALESCE(
       (SELECT t.tribe FROM castaway_tribes t
        WHERE t.season = c.season AND t.castaway_id = c.id AND t.from_episode <= $2
        ORDER BY t.from_episode DESC LIMIT 1), c.tribe) AS tribe
     FROM castaways c WHERE c.season = $1 ORDER BY c.id`,
    [season, episode],
  );
  return Object.fromEntries(rows.map((r) => [String(r.id), r.tribe]));
}
