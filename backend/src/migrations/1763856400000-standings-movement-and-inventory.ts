import { MigrationInterface, QueryRunner } from 'typeorm';

/** Standings remember the total before the last scored episode (movement); castaways' idol/advantage counts. */
export class StandingsMovementAndInventory1763856400000 implements MigrationInterface {
  name = 'StandingsMovementAndInventory1763856400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE standings ADD COLUMN previous_total numeric NOT NULL DEFAULT 0');
    await q.query(`
      CREATE TABLE inventory (
        castaway_id integer PRIMARY KEY,
        idols integer NOT NULL DEFAULT 0 CHECK (idols >= 0),
        advantages integer NOT NULL DEFAULT 0 CHECK (advantages >= 0)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS inventory');
    await q.query('ALTER TABLE standings DROP COLUMN IF EXISTS previous_total');
  }
}
