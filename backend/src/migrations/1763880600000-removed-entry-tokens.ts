import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `removed_entry_tokens`: the digests of the tokens that opened an entry when its member was removed from the league
 * (a read table of the leagues projection). Such a token opens nothing any more; the chat answers its holder as a
 * removed member (403, issue 31) rather than as someone with no credential (401). Members removed before this
 * migration are in it once the read tables are rebuilt (`npm run projections:rebuild`).
 */
export class RemovedEntryTokens1763880600000 implements MigrationInterface {
  name = 'RemovedEntryTokens1763880600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE removed_entry_tokens (
        league_id text NOT NULL,
        token_digest text NOT NULL,
        PRIMARY KEY (league_id, token_digest)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE removed_entry_tokens');
  }
}
