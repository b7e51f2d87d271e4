import { castawayPhotoUrl } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { CastawayAdded } from './domain/castaway.events';

/**
 * The SQL that writes the `castaways` and `castaway_tribes` read tables (the castaways projection), and the photo
 * store `castaway_photos` (content-addressed bytes, not in the events), in one place; the list reads are in
 * queries/castaway-rows.sql.ts.
 */

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

/** The castaway's season, or undefined for an unknown castaway. */
export async function seasonOfCastaway(manager: EntityManager, castawayId: number): Promise<number | undefined> {
  const rows: Array<{ season: number }> = await manager.query('SELECT season FROM castaways WHERE id = $1', [
    castawayId,
  ]);
  return rows[0]?.season;
}

/** Whether any draft of the season has the castaway on its team (such a castaway cannot be removed). */
export async function isOnATeam(manager: EntityManager, season: number, castawayId: number): Promise<boolean> {
  const onTeam = await manager.query('SELECT 1 FROM drafts WHERE season = $1 AND $2 = ANY(team) LIMIT 1', [
    season,
    castawayId,
  ]);
  return onTeam.length > 0;
}

/** Content-addressed: the same bytes are one row, whoever uploads them and however often. */
export async function storeCastawayPhoto(
  manager: EntityManager,
  photo: { sha256: string; width: number; height: number; webp: Buffer },
): Promise<void> {
  const { sha256, width, height, webp } = photo;
  await manager.query(
    `INSERT INTO castaway_photos (sha256, content_type, width, height, size, bytes)
           VALUES ($1, 'image/webp', $2, $3, $4, $5) ON CONFLICT (sha256) DO NOTHING`,
    [sha256, width, height, webp.length, webp],
  );
}

/**
 * The castaway's photo; its bytes only when the caller holds none of the hashes in `held` (an unchanged photo costs
 * no bytes read).
 */
export async function readCastawayPhoto(
  manager: EntityManager,
  castawayId: number,
  held: readonly string[],
): Promise<{ sha256: string; content_type: string; bytes: Buffer | null } | undefined> {
  const rows: Array<{ sha256: string; content_type: string; bytes: Buffer | null }> = await manager.query(
    `SELECT p.sha256, p.content_type, CASE WHEN p.sha256 <> ALL($2::text[]) THEN p.bytes END AS bytes
       FROM castaways c JOIN castaway_photos p ON p.sha256 = c.photo_sha256 WHERE c.id = $1`,
    [castawayId, held],
  );
  return rows[0];
}
