import { randomBytes } from 'node:crypto';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 6: admin password reset links, problem reports (with their screenshots), deadline reminders and
 * reminder unsubscribes.
 * - `problem_reports`, `reminders_sent` and `reminder_unsubscribes` are read tables (projections of events).
 * - `report_screenshots` is not: events stay small, so a report's image bytes are written beside its
 *   `ProblemReported` event in the same transaction and only referenced from it (size, type, sha256). A
 *   projections rebuild leaves the table alone.
 * - `admin_password_resets` and `server_secrets` are security state, like the admin sessions.
 */
export class AdminMailRemindersReports1763856600000 implements MigrationInterface {
  name = 'AdminMailRemindersReports1763856600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_password_resets (
        token_hash text PRIMARY KEY,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE problem_reports (
        id uuid PRIMARY KEY,
        user_name text NOT NULL,
        user_email text NOT NULL,
        message text NOT NULL,
        screenshot_type text,
        reported_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX problem_reports_newest ON problem_reports (reported_at DESC)');
    await q.query(`
      CREATE TABLE report_screenshots (
        report_id uuid PRIMARY KEY,
        content_type text NOT NULL,
        size integer NOT NULL,
        sha256 text NOT NULL,
        bytes bytea NOT NULL
      )`);
    // One row per reminder sent: a deadline is identified by its time, so a moved deadline is a new reminder.
    await q.query(`
      CREATE TABLE reminders_sent (
        league_id text NOT NULL,
        kind text NOT NULL,
        episode integer NOT NULL,
        deadline timestamptz NOT NULL,
        recipients integer NOT NULL,
        sent_at timestamptz NOT NULL,
        PRIMARY KEY (league_id, kind, episode, deadline)
      )`);
    await q.query(`
      CREATE TABLE reminder_unsubscribes (
        email text PRIMARY KEY,
        unsubscribed_at timestamptz NOT NULL
      )`);
    // The key of the unsubscribe links' HMAC: made once per database, so every process signs alike.
    await q.query(`
      CREATE TABLE server_secrets (
        name text PRIMARY KEY,
        value text NOT NULL
      )`);
    await q.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2)', [
      'reminder-unsubscribe',
      randomBytes(32).toString('base64url'),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'server_secrets',
      'reminder_unsubscribes',
      'reminders_sent',
      'report_screenshots',
      'problem_reports',
      'admin_password_resets',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
