import { EntityManager } from 'typeorm';

/**
 * The SQL of `admin_login_attempts` (the admin sign-in backoff per client address, security state every process
 * shares), in one place. `AdminLoginLimit` holds the rule; addresses arrive here already digested.
 */

type Db = Pick<EntityManager, 'query'>;

/**
 * Counts the attempt in one statement (the row lock serialises concurrent ones), BEFORE the password is checked:
 * it is let through only while the address is not blocked and either it has free attempts left or every earlier
 * attempt has been answered. So guesses sent together get at most the free attempts checked, not one per request
 * (the block used to be written only after scrypt had answered, and 40 concurrent guesses were all checked).
 * A day after its first attempt an address starts afresh.
 */
const BEGIN_ATTEMPT_SQL = `
  INSERT INTO admin_login_attempts AS a (address_hash, attempts, failures, window_started_at, last_attempt_at)
  VALUES ($1, 1, 0, now(), now())
  ON CONFLICT (address_hash) DO UPDATE SET
    attempts = CASE WHEN a.window_started_at <= now() - interval '1 day' THEN 1 ELSE a.attempts + 1 END,
    failures = CASE WHEN a.window_started_at <= now() - interval '1 day' THEN 0 ELSE a.failures END,
    blocked_until = CASE WHEN a.window_started_at <= now() - interval '1 day' THEN NULL ELSE a.blocked_until END,
    window_started_at = CASE WHEN a.window_started_at <= now() - interval '1 day' THEN now()
                             ELSE a.window_started_at END,
    last_attempt_at = now()
  WHERE a.window_started_at <= now() - interval '1 day'
     OR ((a.blocked_until IS NULL OR a.blocked_until <= now())
         AND (a.attempts < $2 OR a.attempts <= a.failures
              OR a.last_attempt_at < now() - $3 * interval '1 second'))
  RETURNING attempts`;

/** Whether the attempt was counted and let through (`freeFailures` free, `lostAttemptSeconds` for an unanswered one). */
export async function admitAttempt(
  db: Db,
  addressHash: string,
  freeFailures: number,
  lostAttemptSeconds: number,
): Promise<boolean> {
  const admitted: unknown[] = await db.query(BEGIN_ATTEMPT_SQL, [addressHash, freeFailures, lostAttemptSeconds]);
  return admitted.length > 0;
}

/** The address's failures and the milliseconds left of its block (null or negative: not blocked), if it has a row. */
export async function readAttemptState(
  db: Db,
  addressHash: string,
): Promise<{ failures: number; ms_left: number | null } | undefined> {
  const [state]: Array<{ failures: number; ms_left: number | null }> = await db.query(
    `SELECT failures, ceil(EXTRACT(EPOCH FROM (blocked_until - now())) * 1000)::float8 AS ms_left
         FROM admin_login_attempts WHERE address_hash = $1`,
    [addressHash],
  );
  return state;
}

/**
 * Counts a failure and, in the same statement, blocks the address for `blockMsByFailures[n]` after failure n (else
 * `longestBlockMs`), so no attempt slips in between the count and the block.
 */
export async function countFailure(
  db: Db,
  addressHash: string,
  blockMsByFailures: readonly number[],
  longestBlockMs: number,
): Promise<void> {
  await db.query(
    `WITH counted AS (
         UPDATE admin_login_attempts
            SET failures = failures + 1,
                blocked_until = CASE
                  WHEN coalesce(($2::int[])[failures + 2], $3) > 0
                  THEN greatest(coalesce(blocked_until, now()),
                                now() + coalesce(($2::int[])[failures + 2], $3) * interval '1 millisecond')
                  ELSE blocked_until END
          WHERE address_hash = $1
          RETURNING failures)
       SELECT failures FROM counted`,
    // (SQL arrays count from 1: the block after failure n is element n + 1.)
    [addressHash, blockMsByFailures, longestBlockMs],
  );
}

export async function forgetAttempts(db: Db, addressHash: string): Promise<void> {
  await db.query('DELETE FROM admin_login_attempts WHERE address_hash = $1', [addressHash]);
}

/** Deletes the counts of addresses whose day is over and that hold no block (retention). */
export async function forgetStaleAttempts(db: Db): Promise<void> {
  await db.query(
    `DELETE FROM admin_login_attempts
          WHERE window_started_at <= now() - interval '1 day' AND (blocked_until IS NULL OR blocked_until <= now())`,
  );
}
