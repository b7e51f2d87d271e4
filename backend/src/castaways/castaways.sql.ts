import { castawayPhotoUrl } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { CastawayAdded } from './domain/castaway.events';

/** The SQL that writes the `castaways` and `castaway_tribes` read tables (the castaways projection), in one place. */

export async function upsertCastaway(manager: EntityManager, d: CastawayAdded['data']): Promise<void> {
  await manager.query(
    `INSERT INTO castaways (id, season, name, age, occupation, tribe, image_url) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (id) DO UPDATE SET name = $3, age = $4, occupation = $5, tribe = $6, image_url = $7`,
    [d.castawayId, d.season, d.name, d.age, d.occupation, d.tribe, d.imageUrl],
  );
}

export async function deleteCastaway(manager: EntityManager, castawayId: number): Promise<void> {
  await manager.query('DELETE FROM castaways WHERE id = $1', [castawayId]);
  await manager.query('DELETE FROM castaway_tribes WHERE castaway_id = $1', [castawayId]);
}

/** The castaway's image becomes the photo's immutable URL. */
export async function setCastawayPhoto(manager: EntityManager, castawayId: number, sha256: string): Promise<void> {
  await manager.query('UPDATE castaways SET photo_sha256 = $2, image_url = $3 WHERE id = $1', [
    castawayId,
    sha256,
    castawayPhotoUrl(castawayId, sha256),
  ]);
}

/** From `fromEpisode` on, each named castaway is on the given tribe. */
export async function changeTribes(
  manager: EntityManager,
  season: number,
  fromEpisode: number,
  tribes: Record<string, string>,
): Promise<void> {
  const ids = Object.keys(tribes).map(Number);
  await manager.query(
    `INSERT INTO castaway_tribes (season, castaway_id, from_episode, tribe)
           SELECT $1, id, $2, tribe FROM unnest($3::int[], $4::text[]) AS t(id, tribe)
           ON CONFLICT (season, castaway_id, from_episode) DO UPDATE SET tribe = EXCLUDED.tribe`,
    [season, fromEpisode, ids, ids.map((id) => tribes[id])],
  );
}
