import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Standings follow score changes by difference: `standings_counted_scores` is the copy of `episode_scores` that
 * the standings totals currently include, so a save (or a single scoring moment) compares the new scores with it
 * and touches only the entries holding a castaway whose points or vote-out changed. Existing standings were
 * recomputed from `episode_scores`, so the copy starts as `episode_scores` itself.
 */
export class StandingsCountedScores1763861000000 implements MigrationInterface {
  name = 'StandingsCountedScores1763861000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE standings_counted_scores (
        season integer NOT NULL,
        episode integer NOT NULL,
        castaway_id integer NOT NULL,
        points numeric NOT NULL,
        voted_out boolean NOT NULL,
        PRIMARY KEY (season, episode, castaway_id)
      )`);
    await q.query(`
      INSERT INTO standings_counted_scores (season, episode, castaway_id, points, voted_out)
      SELECT season, episode, castaway_id, points, voted_out FROM episode_scores`);
    // The entries holding a changed castaway, found without reading the whole season's stints.
    await q.query('CREATE INDEX draft_stints_castaway ON draft_stints (season, castaway_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS draft_stints_castaway');
    await q.query('DROP TABLE IF EXISTS standings_counted_scores');
  }
}
