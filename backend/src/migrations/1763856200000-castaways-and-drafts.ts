import { MigrationInterface, QueryRunner } from 'typeorm';

/** Read tables for castaways (per season) and drafts, with the episode ranges each drafted castaway counts for. */
export class CastawaysAndDrafts1763856200000 implements MigrationInterface {
  name = 'CastawaysAndDrafts1763856200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE castaways (
        id integer PRIMARY KEY,
        season integer NOT NULL,
        name text NOT NULL,
        age integer NOT NULL,
        occupation text NOT NULL,
        tribe text NOT NULL DEFAULT '',
        image_url text NOT NULL
      )`);
    await q.query('CREATE INDEX castaways_season ON castaways (season, id)');
    await q.query(`
      CREATE TABLE drafts (
        league_id text NOT NULL,
        season integer NOT NULL,
        user_name text NOT NULL,
        team integer[] NOT NULL,
        swap_used boolean NOT NULL DEFAULT false,
        locked_at timestamptz NOT NULL,
        PRIMARY KEY (league_id, season, user_name)
      )`);
    await q.query('CREATE INDEX drafts_team ON drafts USING gin (team)');
    // Spec §9: a swap is not retroactive. A castaway counts for a member's entry from `from_episode` through
    // `to_episode` (open-ended when null); the swapped-out one keeps what it earned before the swap.
    await q.query(`
      CREATE TABLE draft_stints (
        league_id text NOT NULL,
        season integer NOT NULL,
        user_name text NOT NULL,
        castaway_id integer NOT NULL,
        from_episode integer NOT NULL,
        to_episode integer,
        PRIMARY KEY (league_id, season, user_name, castaway_id, from_episode)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS draft_stints');
    await q.query('DROP TABLE IF EXISTS drafts');
    await q.query('DROP TABLE IF EXISTS castaways');
  }
}
