import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member is found by one stored key (`memberNameKey` in contracts), never by `lower(user_name) = lower($1)`:
 * PostgreSQL and JavaScript fold some letters differently ("İ"), so "İota" could join beside "iota" and every
 * look-up of either name then found two entries (a pick batch answered 500, a draft could open the wrong entry).
 *
 * Existing rows get the key their member stream was opened under (`member-{league}-{name.toLowerCase()}`), which
 * is what a projection rebuild derives from the stream too. Those keys cannot collide: one stream holds at most one
 * live member, so two rows with one key would have been one stream (if a database nonetheless held such a pair,
 * the unique index below stops the migration rather than guess which entry is the real one). For every name typed
 * in composed form, as keyboards type, that key is also the new key; a name stored decomposed (e + U+0301) keeps
 * its stream's key and stays listed and scored, but a request can only name it by its composed form from now on,
 * which finds no entry.
 */
export class MemberNameKeys1763871000000 implements MigrationInterface {
  name = 'MemberNameKeys1763871000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE league_members ADD COLUMN name_key text');
    const rows: Array<{ league_id: string; user_name: string }> = await q.query(
      'SELECT league_id, user_name FROM league_members',
    );
    await q.query(
      `UPDATE league_members m SET name_key = k.name_key
         FROM unnest($1::text[], $2::text[], $3::text[]) AS k(league_id, user_name, name_key)
        WHERE m.league_id = k.league_id AND m.user_name = k.user_name`,
      [rows.map((r) => r.league_id), rows.map((r) => r.user_name), rows.map((r) => r.user_name.toLowerCase())],
    );
    await q.query('ALTER TABLE league_members ALTER COLUMN name_key SET NOT NULL');
    await q.query('CREATE UNIQUE INDEX league_members_name_key ON league_members (league_id, name_key)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX league_members_name_key');
    await q.query('ALTER TABLE league_members DROP COLUMN name_key');
  }
}
