import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19: castaway photos, uploaded and served from the database so that every process serves the same photo.
 * - `castaway_photos` is content-addressed storage, not a read table: a photo's bytes, keyed by their SHA-256, are
 *   written in the transaction of the `CastawayPhotoChanged` event that names that hash. A projections rebuild
 *   leaves the table alone, and every event still finds its photo (rows are never updated or deleted).
 * - `castaways.photo_sha256` (read table) is the castaway's current photo, set by the castaways projection.
 */
export class CastawayPhotos1763876000000 implements MigrationInterface {
  name = 'CastawayPhotos1763876000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE castaway_photos (
        sha256 text PRIMARY KEY,
        content_type text NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        size integer NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('ALTER TABLE castaways ADD COLUMN photo_sha256 text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE castaways DROP COLUMN IF EXISTS photo_sha256');
    await q.query('DROP TABLE IF EXISTS castaway_photos');
  }
}
