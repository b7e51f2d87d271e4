import { MigrationInterface, QueryRunner } from 'typeorm';

/** Read table of saved episode scores: one row per castaway per episode, with its points by the rubric. */
export class EpisodeScores1763856300000 implements MigrationInterface {
  name = 'EpisodeScores1763856300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE episode_scores (
        season integer NOT NULL,
        episode integer NOT NULL,
        castaway_id integer NOT NULL,
        record jsonb NOT NULL,
        points numeric NOT NULL,
        voted_out boolean NOT NULL DEFAULT false,
        PRIMARY KEY (season, episode, castaway_id)
      )`);
    await q.query(`
      CREATE TABLE episode_versions (
        season integer NOT NULL,
        episode integer NOT NULL,
        version integer NOT NULL,
        PRIMARY KEY (season, episode)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS episode_versions');
    await q.query('DROP TABLE IF EXISTS episode_scores');
  }
}
