import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31, league chat and reactions. Read tables (projections of the chat events, emptied and refilled by a rebuild):
 * - `chat_messages`: one row per message, keyed by its ordered id (the `before` cursor); `sent_at` and the moment
 *   (episode, minute of the sender's broadcast) are what the chat shield judges; `hidden` by the commissioner.
 * - `chat_reports`: who reported which message (once per reporter); managers see the counts.
 * - `chat_mutes`: a member muted in a league's chat until a time.
 * - `chat_settings`: a league's chat is open to visitors (absent: closed, the default).
 * - `chat_read_marks`: the newest message an entry's owner has seen in its league (unread counts on My leagues).
 * - `chat_reactions`: one reaction per person per happening of a season, with when and at which moment it was sent.
 * `chat_message_ids` hands out the ids: a later message gets a larger one. Not a read table: the id is written into
 * the message's event, so a rebuild gives every message its id again.
 */
export class LeagueChat1763880400000 implements MigrationInterface {
  name = 'LeagueChat1763880400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE SEQUENCE chat_message_ids');
    await q.query(`
      CREATE TABLE chat_messages (
        id bigint PRIMARY KEY,
        league_id text NOT NULL,
        season integer NOT NULL,
        author_key text NOT NULL,
        user_name text NOT NULL,
        text text NOT NULL,
        sent_at timestamptz NOT NULL,
        moment_episode integer,
        moment_minute integer,
        hidden boolean NOT NULL DEFAULT false
      )`);
    await q.query('CREATE INDEX chat_messages_league ON chat_messages (league_id, id DESC)');
    await q.query('CREATE INDEX chat_messages_author ON chat_messages (league_id, author_key, sent_at DESC)');
    await q.query(
      'CREATE INDEX chat_messages_held ON chat_messages (league_id, sent_at) WHERE moment_episode IS NOT NULL',
    );
    await q.query(`
      CREATE TABLE chat_reports (
        message_id bigint NOT NULL,
        reporter_key text NOT NULL,
        PRIMARY KEY (message_id, reporter_key)
      )`);
    await q.query(`
      CREATE TABLE chat_mutes (
        league_id text NOT NULL,
        user_name text NOT NULL,
        muted_until timestamptz NOT NULL,
        PRIMARY KEY (league_id, user_name)
      )`);
    await q.query(`
      CREATE TABLE chat_settings (
        league_id text PRIMARY KEY,
        open_to_visitors boolean NOT NULL
      )`);
    await q.query(`
      CREATE TABLE chat_read_marks (
        league_id text NOT NULL,
        entry_id text NOT NULL,
        last_seen_id bigint NOT NULL,
        PRIMARY KEY (league_id, entry_id)
      )`);
    await q.query(`
      CREATE TABLE chat_reactions (
        league_id text NOT NULL,
        season integer NOT NULL,
        happening_id integer NOT NULL,
        reactor_key text NOT NULL,
        reaction text NOT NULL,
        sent_at timestamptz NOT NULL,
        moment_episode integer,
        moment_minute integer,
        PRIMARY KEY (league_id, season, happening_id, reactor_key)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE chat_reactions, chat_read_marks, chat_settings, chat_mutes, chat_reports, chat_messages');
    await q.query('DROP SEQUENCE chat_message_ids');
  }
}
