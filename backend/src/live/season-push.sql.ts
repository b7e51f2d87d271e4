import type { EntityManager } from 'typeorm';

/** A castaway's season and its idols and advantages (0 when none recorded), or undefined for an unknown castaway. */
export async function readCastawayInventory(
  manager: EntityManager,
  castawayId: number,
): Promise<{ season: number; idols: number; advantages: number } | undefined> {
  const [row]: Array<{ season: number; idols: number; advantages: number }> = await manager.query(
    `SELECT c.season, COALESCE(i.idols, 0) AS idols, COALESCE(i.advantages, 0) AS advantages
       FROM castaways c LEFT JOIN inventory i ON i.castaway_id = c.id WHERE c.id = $1`,
    [castawayId],
  );
  return row;
}
