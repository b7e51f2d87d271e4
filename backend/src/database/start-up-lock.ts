import { Client } from 'pg';
import { StartUpError } from '../start-up/start-up-error';
import { createDataSource } from './data-source';

/**
 * The key of the session-level advisory lock that every start-up step that writes holds: migrations, the sample
 * cast, the admin password. Stream locks share the key space (64-bit `hashtextextended` of a stream id): one
 * chance in 2^64 that a stream hashes to this key, and then a command of that stream only waits for a start-up.
 */
export const START_UP_LOCK_KEY = 7_265_430_219_553_001n;
/** How long a starting process waits for another's migrations or seeding before it gives up with a message. */
export const START_UP_LOCK_WAIT_MS = 120_000;
const RETRY_MS = 100;

/**
 * Runs `work` while this process holds the database's start-up lock, on a connection of its own (so the lock
 * outlives no transaction and ends with the connection if the process dies). Processes started together take
 * turns: the first does the work, the others wait, then find it done (each step checks before it writes). The
 * wait is bounded; a lock held longer than that says who holds it and how to end it.
 */
export async function withStartUpLock<T>(
  databaseUrl: string,
  work: () => Promise<T>,
  options: { waitMs?: number } = {},
): Promise<T> {
  const waitMs = options.waitMs ?? START_UP_LOCK_WAIT_MS;
  const client = new Client({ connectionString: databaseUrl, application_name: 'tribal-pool start-up lock' });
  client.on('error', () => {}); // a lost connection shows as the failed query below
  await client.connect();
  try {
    const until = Date.now() + waitMs;
    // pg_try_advisory_lock in a loop rather than a blocking pg_advisory_lock: the wait stays bounded whatever the
    // server's lock_timeout, and nothing is left queued on the server when we give up.
    for (;;) {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        START_UP_LOCK_KEY.toString(),
      ]);
      if (rows[0].locked) break;
      if (Date.now() >= until) throw await lockHeldTooLong(client, waitMs);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [START_UP_LOCK_KEY.toString()]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function lockHeldTooLong(client: Client, waitMs: number): Promise<StartUpError> {
  const key = BigInt.asUintN(64, START_UP_LOCK_KEY);
  const { rows } = await client
    .query<{ pid: number; application_name: string; client_addr: string | null }>(
      `SELECT a.pid, a.application_name, a.client_addr::text
         FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE l.locktype = 'advisory' AND l.granted
          AND l.classid::bigint = $1 AND l.objid::bigint = $2 AND l.objsubid = 1`,
      [(key >> 32n).toString(), (key & 0xffff_ffffn).toString()],
    )
    .catch(() => ({ rows: [] as Array<{ pid: number; application_name: string; client_addr: string | null }> }));
  const holder = rows[0]
    ? `PostgreSQL backend ${rows[0].pid}${rows[0].client_addr ? ` (from ${rows[0].client_addr})` : ''}`
    : 'another connection';
  return new StartUpError(
    `Another process has held this database's start-up lock for ${Math.round(waitMs / 1000)} s (${holder}): it is applying migrations or seeding, and this process will not change the schema under it.`,
    `Fix: wait for the other process to finish starting and start this one again; if no other process is starting, end the stuck session with SELECT pg_terminate_backend(${rows[0]?.pid ?? '<pid>'}).`,
  );
}

/** Applies pending migrations under the start-up lock; answers the names of those this process applied. */
export async function migrateUnderStartUpLock(databaseUrl: string): Promise<string[]> {
  return withStartUpLock(databaseUrl, async () => {
    const dataSource = createDataSource(databaseUrl, 1);
    await dataSource.initialize();
    try {
      // Checked first: a process that waited for the lock finds the schema done and applies (and logs) nothing.
      if (!(await dataSource.showMigrations())) return [];
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await dataSource.destroy();
    }
  });
}
