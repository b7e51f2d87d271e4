import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUnderStartUpLock, START_UP_LOCK_KEY, withStartUpLock } from '../../src/database/start-up-lock';
import { MIGRATIONS } from '../../src/migrations';
import { StartUpError } from '../../src/start-up/start-up-error';
import { createTestDatabase } from '../support/database';

let database: { url: string; drop(): Promise<void> };

beforeAll(async () => {
  database = await createTestDatabase('start_up_lock', { migrated: false });
});
afterAll(async () => {
  await database?.drop();
});

describe('the start-up lock', () => {
  it('two processes migrating an empty database together: one applies every migration, the other finds them done', async () => {
    const [first, second] = await Promise.all([
      migrateUnderStartUpLock(database.url),
      migrateUnderStartUpLock(database.url),
    ]);
    expect([first.length, second.length].sort((a, b) => a - b)).toEqual([0, MIGRATIONS.length]);
  });

  it('a lock held too long ends the wait with a message naming the session that holds it', async () => {
    const holder = new Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK_KEY.toString()]);
      const { rows } = await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      let ran = false;
      const startedAt = Date.now();
      const failure = await withStartUpLock(
        database.url,
        async () => {
          ran = true;
        },
        { waitMs: 500 },
      ).catch((error: unknown) => error);
      expect(Date.now() - startedAt).toBeLessThan(5000);
      expect(ran).toBe(false);
      expect(failure).toBeInstanceOf(StartUpError);
      expect((failure as Error).message).toContain(`PostgreSQL backend ${rows[0].pid}`);
      expect((failure as Error).message).toContain(`pg_terminate_backend(${rows[0].pid})`);
    } finally {
      await holder.end();
    }
    // Once the holder is gone, the lock is free again.
    expect(await withStartUpLock(database.url, async () => 'done', { waitMs: 2000 })).toBe('done');
  });
});
