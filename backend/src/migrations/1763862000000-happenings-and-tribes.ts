import { MigrationInterface, QueryRunner } from 'typeorm';

/** Read tables of live scoring: the episode feed of happenings (and grid corrections), and tribe changes. */
export class HappeningsAndTribes1763862000000 implements MigrationInterface {
  name = 'HappeningsAndTribes1763862000000';

  async up(q: QueryRunner): Promise<void> {
    // One row per happening or grid correction; `id` is its version in the season's score stream (its order).
    await q.query(`
      CREATE TABLE happenings (
        season integer NOT NULL,
        id integer NOT NULL,
        episode integer NOT NULL,
        kind text NOT NULL,
        detail jsonb NOT NULL DEFAULT '{}'::jsonb,
        points jsonb NOT NULL DEFAULT '{}'::jsonb,
        undone boolean NOT NULL DEFAULT false,
        occurred_at timestamptz NOT NULL,
        PRIMARY KEY (season, id)
      )`);
    await q.query('CREATE INDEX happenings_episode ON happenings (season, episode, id)');
    // The season's score-stream version, for the feed's If-Match.
    await q.query('CREATE TABLE score_stream_versions (season integer PRIMARY KEY, version integer NOT NULL)');
    // A castaway's tribe from an episode on; before any change it is the castaway's starting tribe.
    await q.query(`
      CREATE TABLE castaway_tribes (
        season integer NOT NULL,
        castaway_id integer NOT NULL,
        from_episode integer NOT NULL,
        tribe text NOT NULL,
        PRIMARY KEY (season, castaway_id, from_episode)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS castaway_tribes');
    await q.query('DROP TABLE IF EXISTS score_stream_versions');
    await q.query('DROP TABLE IF EXISTS happenings');
  }
}
