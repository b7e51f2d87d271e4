import { Inject, Injectable, Optional } from '@nestjs/common';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from '@tribal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { idempotencyScope } from '../common/request-scope';
import { digestSecret } from '../common/secrets';
import { brokeUniqueKey } from './database-errors';
import { EVENT_STORE_METRICS, EventStoreMetrics } from './event-store-metrics';
import { isSealedAnswer, openAnswer, sealAnswer } from './sealed-answer';

/** the primary key of `command_results`: the same client command ran concurrently and recorded its answer first */
const COMMAND_RESULT_KEY = 'command_results_pkey';

/**
 * How long a command's result answers a repeat of its Idempotency-Key: long enough for any client's retries, short
 * enough that the table stays small (RetentionSweeper deletes older rows; until then they count as absent).
 */
const COMMAND_RESULT_LIFETIME = "interval '24 hours'";

export interface ScopedIdempotencyKey {
  /** the digest of command, caller and the client's key: all `command_results` keeps of the key */
  key: string;
  /** the client's raw key, never stored: it opens a sealed answer */
  clientKey: string;
  /** the request it came with (method, path, body); null outside a request */
  fingerprint: string | null;
}

export type EarlierResult<R> = { found: true; result: R } | { found: false };

/**
 * The answers of commands sent with an Idempotency-Key (`command_results`): a repeat of a key answers what its first
 * send answered and runs nothing. The one reader and writer of that table.
 */
@Injectable()
export class IdempotencyStore {
  /** `sealingSalt`'s answer, once asked */
  private salt?: Promise<Buffer>;

  constructor(
    private readonly dataSource: DataSource,
    @Optional() @Inject(EVENT_STORE_METRICS) private readonly metrics?: EventStoreMetrics,
  ) {}

  /**
   * A client's Idempotency-Key as the store keeps it: scoped by command and by the caller of the current request,
   * bound to that request's fingerprint. Taken in the request, for work that runs it later (a batch of picks).
   */
  scopedKey(command: string, clientKey: string): ScopedIdempotencyKey {
    const scope = idempotencyScope();
    return {
      // Only a digest is stored: the raw key opens a sealed answer, so the database must not hold it.
      key: digestSecret(`${command}:${scope?.caller ?? 'system'}:${clientKey}`),
      clientKey,
      fingerprint: scope?.fingerprint ?? null,
    };
  }

  /** The first answer of a command sent again with its key (422 when the key came with another request). */
  async earlierResult<R>(scoped: ScopedIdempotencyKey): Promise<EarlierResult<R>> {
    const earlier = await this.findCommandResult<R>(scoped);
    this.metrics?.idempotencyLookups.inc({ result: earlier.found ? 'hit' : 'miss' });
    return earlier;
  }

  /**
   * Inside the command's transaction: waits for any other send of the same key to commit, then answers what it
   * answered. Duplicates of one keyed command queue up here, and each one after the first finds its answer: 8 joins
   * sent at once with one key answer the first join, not 7 "name taken" (review 2026-11-26 N10).
   */
  async awaitTurn<R>(manager: EntityManager, scoped: ScopedIdempotencyKey): Promise<EarlierResult<R>> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [scoped.key]);
    return this.findCommandResult<R>(scoped, manager);
  }

  /** Keeps a keyed command's answer for its repeats: sealed under the client's key when it holds a secret. */
  async record(
    manager: EntityManager,
    command: string,
    scoped: ScopedIdempotencyKey,
    outcome: unknown,
    sealed = false,
  ): Promise<void> {
    // A result kept past its day is no result: the key may be used afresh.
    await manager.query(
      `DELETE FROM command_results WHERE idempotency_key = $1 AND created_at <= now() - ${COMMAND_RESULT_LIFETIME}`,
      [scoped.key],
    );
    const stored = sealed
      ? sealAnswer(outcome, scoped.clientKey, await this.sealingSalt(manager), scoped.key)
      : outcome;
    await manager.query(
      'INSERT INTO command_results (idempotency_key, command, result, fingerprint) VALUES ($1, $2, $3, $4)',
      [scoped.key, command, JSON.stringify(stored ?? null), scoped.fingerprint],
    );
  }

  /** Deletes the answers past their lifetime (they already count as absent): the retention sweep's share. */
  async forgetExpired(): Promise<void> {
    await this.dataSource.query(`DELETE FROM command_results WHERE created_at <= now() - ${COMMAND_RESULT_LIFETIME}`);
  }

  /** Whether a command failed because another send of its key recorded its answer first. */
  recordedFirstByAnother(error: unknown): boolean {
    return brokeUniqueKey(error, COMMAND_RESULT_KEY);
  }

  /**
   * Inside a batch's transaction: records each keyed command's answer, and answers, by scoped key, the keys that
   * another transaction recorded first (a duplicate that raced its first send): that send's answer, or a 422 when
   * it came with another request. Those commands must then append nothing.
   */
  async claimResults<R>(
    manager: EntityManager,
    command: string,
    results: ReadonlyArray<{ scoped: ScopedIdempotencyKey; result: R }>,
  ): Promise<Map<string, R | DomainError>> {
    if (results.length === 0) return new Map();
    const rows: Array<{ idempotency_key: string }> = await manager.query(
      `INSERT INTO command_results (idempotency_key, command, result, fingerprint)
       SELECT * FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::text[])
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING idempotency_key`,
      [
        results.map((r) => r.scoped.key),
        results.map(() => command),
        results.map((r) => JSON.stringify(r.result ?? null)),
        results.map((r) => r.scoped.fingerprint),
      ],
    );
    const claimed = new Set(rows.map((row) => row.idempotency_key));
    const taken = results.filter((r) => !claimed.has(r.scoped.key));
    if (taken.length === 0) return new Map();
    const earlier: Array<{ idempotency_key: string; result: R; fingerprint: string | null }> = await manager.query(
      'SELECT idempotency_key, result, fingerprint FROM command_results WHERE idempotency_key = ANY($1)',
      [taken.map((r) => r.scoped.key)],
    );
    const byKey = new Map(earlier.map((row) => [row.idempotency_key, row]));
    return new Map(
      taken.map(({ scoped }) => {
        const row = byKey.get(scoped.key);
        return [
          scoped.key,
          row?.fingerprint === scoped.fingerprint ? row.result : new DomainError(422, IDEMPOTENCY_KEY_REUSED_MESSAGE),
        ];
      }),
    );
  }

  /** The answer kept for a key, if any (422 when the key came with another request); counts no look-up. */
  async findCommandResult<R>(
    scoped: ScopedIdempotencyKey,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<EarlierResult<R>> {
    const rows: Array<{ result: unknown; fingerprint: string | null }> = await manager.query(
      `SELECT result, fingerprint FROM command_results
        WHERE idempotency_key = $1 AND created_at > now() - ${COMMAND_RESULT_LIFETIME}`,
      [scoped.key],
    );
    if (rows.length === 0) return { found: false };
    if (rows[0].fingerprint !== scoped.fingerprint) throw new DomainError(422, IDEMPOTENCY_KEY_REUSED_MESSAGE);
    const stored = rows[0].result;
    if (!isSealedAnswer(stored)) return { found: true, result: stored as R };
    return {
      found: true,
      result: openAnswer<R>(stored, scoped.clientKey, await this.sealingSalt(manager), scoped.key),
    };
  }

  /** The database's own salt for sealed answers (made by its migration), read once. */
  private sealingSalt(manager: EntityManager = this.dataSource.manager): Promise<Buffer> {
    this.salt ??= manager
      .query<Array<{ salt: string }>>('SELECT salt FROM command_result_salt LIMIT 1')
      .then(([row]) => {
        if (!row) throw new Error('command_result_salt is empty: run the migrations');
        return Buffer.from(row.salt, 'hex');
      })
      .catch((error) => {
        this.salt = undefined;
        throw error;
      });
    return this.salt;
  }
}
