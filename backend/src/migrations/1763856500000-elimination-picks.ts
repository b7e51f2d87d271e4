import { MigrationInterface, QueryRunner } from 'typeorm';

/** Read table of weekly elimination picks: one castaway per member per episode. */
export class EliminationPicks1763856500000 implements MigrationInterface {
  name = 'EliminationPicks1763856500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE elimination_picks (
        league_id text NOT NULL,
        season integer NOT NULL,
        user_name text NOT NULL,
        episode integer NOT NULL,
        castaway_id integer NOT NULL,
        picked_at timestamptz NOT NULL,
        PRIMARY KEY (league_id, season, user_name, episode)
      )`);
    await q.query('CREATE INDEX elimination_picks_scoring ON elimination_picks (season, episode, castaway_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS elimination_picks');
  }
}
