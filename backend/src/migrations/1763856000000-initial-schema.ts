import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event store, the read tables of the first slice, admin sign-in and the mail outbox.
 * Read tables are projections: `npm run projections:rebuild` empties and refills them from `events`.
 */
export class InitialSchema1763856000000 implements MigrationInterface {
  name = 'InitialSchema1763856000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE events (
        position bigserial PRIMARY KEY,
        stream_id text NOT NULL,
        stream_version integer NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_version_key UNIQUE (stream_id, stream_version)
      )`);
    // Append-only is a property of the store, not a convention: rows can be added, never changed.
    await q.query(`
      CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the event store is append-only'; END $$`);
    await q.query(`
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
      FOR EACH ROW EXECUTE FUNCTION events_are_append_only()`);
    await q.query(`
      CREATE TABLE command_results (
        idempotency_key text PRIMARY KEY,
        command text NOT NULL,
        result jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE leagues (
        id text PRIMARY KEY,
        name text NOT NULL,
        commissioner text NOT NULL,
        season integer NOT NULL,
        password_hash text NOT NULL,
        draft_deadline timestamptz,
        weekly_elimination_cutoffs jsonb NOT NULL DEFAULT '{}'::jsonb,
        tribes jsonb NOT NULL DEFAULT '[]'::jsonb,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE league_members (
        league_id text NOT NULL,
        user_name text NOT NULL,
        survivor_name text NOT NULL,
        real_name text NOT NULL,
        email text NOT NULL,
        payment_method text NOT NULL,
        entry_token_hash text NOT NULL,
        joined_at timestamptz NOT NULL,
        PRIMARY KEY (league_id, user_name)
      )`);
    await q.query('CREATE INDEX league_members_email ON league_members (lower(email))');
    await q.query(`
      CREATE TABLE standings (
        league_id text NOT NULL,
        season integer NOT NULL,
        user_name text NOT NULL,
        rank integer NOT NULL,
        total numeric NOT NULL DEFAULT 0,
        breakdown jsonb NOT NULL DEFAULT '{}'::jsonb,
        team jsonb NOT NULL DEFAULT '[]'::jsonb,
        PRIMARY KEY (league_id, season, user_name)
      )`);
    await q.query(`
      CREATE TABLE standings_versions (
        league_id text NOT NULL,
        season integer NOT NULL,
        version integer NOT NULL DEFAULT 0,
        PRIMARY KEY (league_id, season)
      )`);
    await q.query(`
      CREATE TABLE admin_credentials (
        id integer PRIMARY KEY CHECK (id = 1),
        password_hash text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE admin_sessions (
        token_hash text PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY,
        intent_key text NOT NULL UNIQUE,
        recipient text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text,
        attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
        status text NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX mail_outbox_pending ON mail_outbox (created_at) WHERE status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'mail_outbox',
      'admin_sessions',
      'admin_credentials',
      'standings_versions',
      'standings',
      'league_members',
      'leagues',
      'command_results',
      'events',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await q.query('DROP FUNCTION IF EXISTS events_are_append_only');
  }
}
