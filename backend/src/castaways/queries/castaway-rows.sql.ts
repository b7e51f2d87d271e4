import { Castaway, MESSAGES } from '@tribal/contracts';
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

export async function seasonOfLeague(manager: EntityManager, leagueId: string): Promise<number> {
  const rows: Array<{ season: number }> = await manager.query('SELECT season FROM leagues WHERE id = $1', [leagueId]);
  if (rows.length === 0) throw notFound(MESSAGES.leagueNotFound);
  return rows[0].season;
}
