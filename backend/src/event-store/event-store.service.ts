import { Injectable, Logger, Optional } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE, MESSAGES } from '@tribal/contracts';
import { DatabaseError } from 'pg';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { conflict, DomainError } from '../common/domain-error';
import { idempotencyScope, recordProjectionTime } from '../common/request-scope';
import { digestSecret } from '../common/secrets';
import { preparedRows } from '../database/query-rows';
import { Metrics } from '../operations/metrics/metrics';
import { markCommitted } from './commit-time';
import { ProjectionRegistry } from './projection-registry';
import { isSealedAnswer, openAnswer, sealAnswer } from './sealed-answer';
import { EventMetadata, NewEvent, StoredEvent, StreamId } from './stored-event';

const UNIQUE_VIOLATION = '23505';
/** the unique (stream, version) key: a writer that skipped the stream's lock appended the same version first */
const STREAM_VERSION_KEY = 'events_stream_version_key';
/** the primary key of `command_results`: the same client command ran concurrently and recorded its answer first */
const COMMAND_RESULT_KEY = 'command_results_pkey';
const SERIALIZATION_FAILURE = '40001';
const DEADLOCK = '40P01';
/** A stale expected version is retried this many times (re-read, re-decide) before answering 409. */
const MAX_ATTEMPTS = 5;

interface EventRow {
  position: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  occurred_at: Date;
}

/**
 * How long a command's result answers a repeat of its Idempotency-Key: long enough for any client's retries, short
 * enough that the table stays small (RetentionSweeper deletes older rows; until then they count as absent).
 */
export const COMMAND_RESULT_LIFETIME = "interval '24 hours'";

export interface ExecuteOptions {
  /**
   * The answer holds a secret (an entry or commissioner token): a repeat of the Idempotency-Key must answer it
   * again (the first answer may have been lost on the way), so it is stored sealed under the client's key
   * (`sealed-answer.ts`), never in clear.
   */
  sealed?: boolean;
}

export class WrongExpectedVersion extends Error {
  /** `streams`: the stream ids the append went to (one of them was written first by someone else) */
  constructor(readonly streams: string) {
    super(`stale expected version for stream ${streams}`);
  }
}

/** The unit of work a command runs in: read streams, append events; projections run on each append. */
export interface CommandTransaction {
  readonly manager: EntityManager;
  /**
   * Reads a stream, first taking its lock until commit: `exclusive` (default) for the stream the command will
   * append to, `shared` for a stream it only consults (many joins read their league at once; a league-level change
   * waits for them and they for it), `none` for a stream whose writers almost never race (one member's picks):
   * the expected-version check alone settles the rare race with a retry, and the rush saves a round trip.
   */
  readStream<E extends NewEvent>(
    streamId: StreamId<E>,
    options?: { lock?: 'exclusive' | 'shared' | 'none' },
  ): Promise<StoredEvent<E>[]>;
  /**
   * Reads many streams in one round trip, without locks (as `lock: 'none'`): for a batch of commands on streams
   * whose writers almost never race. Answers each stream's events by stream id (an empty stream is absent).
   */
  readStreams<E extends NewEvent>(streamIds: readonly StreamId<E>[]): Promise<Map<string, StoredEvent<E>[]>>;
  /** Appends after `expectedVersion` (the number of events the decision saw); a race makes the whole command retry. */
  append<E extends NewEvent, Appended extends E>(
    streamId: StreamId<E>,
    expectedVersion: number,
    events: readonly Appended[],
    metadata: EventMetadata,
  ): Promise<StoredEvent<Appended>[]>;
  /**
   * Appends to several distinct streams in one statement and projects the events together (see
   * `Projection.applyAll`): a batch of independent commands. A race on any stream makes the whole command retry.
   */
  appendToStreams<E extends NewEvent>(appends: readonly StreamAppend<E>[]): Promise<StoredEvent<E>[]>;
  afterCommit(notification: object): void;
}

export interface ScopedIdempotencyKey {
  /** the digest of command, caller and the client's key: all `command_results` keeps of the key */
  key: string;
  /** the client's raw key, never stored: it opens a sealed answer */
  clientKey: string;
  /** the request it came with (method, path, body); null outside a request */
  fingerprint: string | null;
}

export interface StreamAppend<E extends NewEvent = NewEvent> {
  streamId: StreamId<E>;
  /** the number of events the decision saw */
  expectedVersion: number;
  events: readonly E[];
  metadata: EventMetadata;
}

/**
 * A row as an event of its stream's kind `E`. The one place where stored JSON becomes typed: only `append` writes
 * the events table, and it takes for each stream only the events its `StreamId` names.
 */
function toStoredEvent<E extends NewEvent = NewEvent>(row: EventRow): StoredEvent<E> {
  const stored: StoredEvent = {
    position: Number(row.position),
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    occurredAt: row.occurred_at,
  };
  return stored as StoredEvent<E>;
}

/**
 * pg's error behind a failed statement, with its SQLSTATE `code` and the `constraint` it broke: TypeORM wraps it
 * (QueryFailedError.driverError); a prepared statement run on the connection itself (preparedRows) throws it bare.
 */
function databaseErrorOf(error: unknown): DatabaseError | undefined {
  const cause = error instanceof QueryFailedError ? error.driverError : error;
  return cause instanceof DatabaseError ? cause : undefined;
}

/** Whether a failed command broke the unique key `constraint` (a read table's, say, as a projection applied it). */
export function brokeUniqueKey(error: unknown, constraint: string): boolean {
  const cause = databaseErrorOf(error);
  return cause?.code === UNIQUE_VIOLATION && cause.constraint === constraint;
}

@Injectable()
export class EventStore {
  private readonly logger = new Logger(EventStore.name);
  /** `sealingSalt`'s answer, once asked */
  private salt?: Promise<Buffer>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly projections: ProjectionRegistry,
    private readonly eventBus: EventBus,
    /** absent where a test builds the event store alone */
    @Optional() private readonly metrics?: Metrics,
  ) {}

  /**
   * Runs a command: in one transaction it reads, decides, appends and projects; after commit it publishes the
   * projections' notifications. With an idempotency key, a repeat answers the first result and appends nothing.
   * A key belongs to its caller (entry, admin session or client address): another caller's same key is another
   * command. It is bound to the request it came with: the same key with another request answers 422.
   */
  async execute<R>(
    command: string,
    clientKey: string | undefined,
    run: (tx: CommandTransaction) => Promise<R>,
    options: ExecuteOptions = {},
  ): Promise<R> {
    const scoped = clientKey ? this.scopedKey(command, clientKey) : undefined;
    if (scoped) {
      const earlier = await this.earlierResult<R>(scoped);
      if (earlier.found) return earlier.result;
    }
    for (let attempt = 1; ; attempt++) {
      const notifications: object[] = [];
      try {
        const answered = await this.dataSource.transaction(async (manager) => {
          if (scoped) {
            // Duplicates of one keyed command queue up here, and each one after the first finds its answer: 8 joins
            // sent at once with one key answer the first join, not 7 "name taken" (review 2026-11-26 N10).
            await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [scoped.key]);
            const earlier = await this.findCommandResult<R>(scoped, manager);
            if (earlier.found) return { replayed: true, outcome: earlier.result };
          }
          const outcome = await run(this.transactionFor(manager, notifications));
          if (scoped) await this.recordResult(manager, command, scoped, outcome, options);
          return { replayed: false, outcome };
        });
        if (!answered.replayed) this.publish(notifications);
        return answered.outcome;
      } catch (error) {
        const { code, constraint } = databaseErrorOf(error) ?? {};
        const brokeKey = (key: string) => code === UNIQUE_VIOLATION && constraint === key;
        const raced =
          error instanceof WrongExpectedVersion ||
          code === SERIALIZATION_FAILURE ||
          code === DEADLOCK ||
          brokeKey(STREAM_VERSION_KEY);
        if (scoped && brokeKey(COMMAND_RESULT_KEY)) {
          // The same client command ran concurrently and won: answer what it answered.
          const earlier = await this.findCommandResult<R>(scoped);
          if (earlier.found) return earlier.result;
        }
        if (!raced) throw error;
        if (attempt >= MAX_ATTEMPTS) throw conflict(MESSAGES.concurrentChange);
        await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
      }
    }
  }

  /** Keeps a keyed command's answer for its repeats: sealed under the client's key when it holds a secret. */
  private async recordResult(
    manager: EntityManager,
    command: string,
    scoped: ScopedIdempotencyKey,
    outcome: unknown,
    options: ExecuteOptions,
  ): Promise<void> {
    // A result kept past its day is no result: the key may be used afresh.
    await manager.query(
      `DELETE FROM command_results WHERE idempotency_key = $1 AND created_at <= now() - ${COMMAND_RESULT_LIFETIME}`,
      [scoped.key],
    );
    const stored = options.sealed
      ? sealAnswer(outcome, scoped.clientKey, await this.sealingSalt(manager), scoped.key)
      : outcome;
    await manager.query(
      'INSERT INTO command_results (idempotency_key, command, result, fingerprint) VALUES ($1, $2, $3, $4)',
      [scoped.key, command, JSON.stringify(stored ?? null), scoped.fingerprint],
    );
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
  async earlierResult<R>(scoped: ScopedIdempotencyKey): Promise<{ found: true; result: R } | { found: false }> {
    const earlier = await this.findCommandResult<R>(scoped);
    this.metrics?.idempotencyLookups.inc({ result: earlier.found ? 'hit' : 'miss' });
    return earlier;
  }

  /**
   * Inside a batch's transaction: records each keyed command's answer, and answers the keys that another
   * transaction recorded first (a duplicate that raced its first send), whose commands must then append nothing.
   */
  async claimResults(
    manager: EntityManager,
    command: string,
    results: ReadonlyArray<{ scoped: ScopedIdempotencyKey; result: unknown }>,
  ): Promise<Set<string>> {
    if (results.length === 0) return new Set();
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
    return new Set(results.map((r) => r.scoped.key).filter((key) => !claimed.has(key)));
  }

  /** All events in global order, for rebuilding projections. */
  async *readAll(manager: EntityManager, batchSize = 1000): AsyncGenerator<StoredEvent> {
    let after = 0;
    for (;;) {
      const rows: EventRow[] = await manager.query(
        'SELECT * FROM events WHERE position > $1 ORDER BY position LIMIT $2',
        [after, batchSize],
      );
      if (rows.length === 0) return;
      for (const row of rows) yield toStoredEvent(row);
      after = Number(rows[rows.length - 1].position);
    }
  }

  private transactionFor(manager: EntityManager, notifications: object[]): CommandTransaction {
    const afterCommit = (n: object) => notifications.push(n);
    return {
      manager,
      afterCommit,
      readStream: async (streamId, options) => {
        // Writers of one stream queue up behind a transaction-scoped lock instead of racing and retrying: under
        // a rush that is faster than optimistic retries. The unique (stream, version) key still guards any writer
        // that skipped the lock.
        if (options?.lock !== 'none') {
          const lock = options?.lock === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
          await manager.query(`SELECT ${lock}(hashtextextended($1, 0))`, [streamId]);
        }
        const rows = await preparedRows<EventRow>(
          manager,
          'event-store.read-stream',
          'SELECT * FROM events WHERE stream_id = $1 ORDER BY stream_version',
          [streamId],
        );
        return rows.map((row) => toStoredEvent(row));
      },
      readStreams: async <E extends NewEvent>(streamIds: readonly StreamId<E>[]) => {
        const rows = await preparedRows<EventRow>(
          manager,
          'event-store.read-streams',
          'SELECT * FROM events WHERE stream_id = ANY($1) ORDER BY stream_id, stream_version',
          [streamIds],
        );
        const byStream = new Map<string, StoredEvent<E>[]>();
        for (const row of rows) {
          const events = byStream.get(row.stream_id) ?? [];
          events.push(toStoredEvent<E>(row));
          byStream.set(row.stream_id, events);
        }
        return byStream;
      },
      append: async (streamId, expectedVersion, events, metadata) => {
        const stored = await this.insertEvents(manager, [{ streamId, expectedVersion, events, metadata }]);
        const projecting = performance.now();
        for (const event of stored) {
          for (const projection of this.projections.handlersOf(event.type)) {
            await this.timeProjection(projection.name, () => projection.apply(event, { manager, afterCommit }));
          }
        }
        recordProjectionTime(performance.now() - projecting);
        return stored;
      },
      appendToStreams: async (appends) => {
        // Sorted by stream, so two batches that share streams take their locks in the same order.
        const ordered = [...appends].sort((a, b) => a.streamId.localeCompare(b.streamId));
        const stored = await this.insertEvents(manager, ordered);
        const projecting = performance.now();
        for (const projection of this.projections.all()) {
          const handled = stored.filter((event) => projection.handles.has(event.type));
          if (handled.length === 0) continue;
          await this.timeProjection(projection.name, async () => {
            if (projection.applyAll) await projection.applyAll(handled, { manager, afterCommit });
            else for (const event of handled) await projection.apply(event, { manager, afterCommit });
          });
        }
        recordProjectionTime(performance.now() - projecting);
        return stored;
      },
    };
  }

  /** One INSERT for every event; throws WrongExpectedVersion when any stream already holds one of the versions. */
  private async insertEvents<E extends NewEvent>(
    manager: EntityManager,
    appends: ReadonlyArray<Omit<StreamAppend<E>, 'streamId'> & { streamId: string }>,
  ): Promise<StoredEvent<E>[]> {
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (const { streamId, expectedVersion, events, metadata } of appends) {
      events.forEach((event, i) => {
        const o = values.length;
        values.push(
          streamId,
          expectedVersion + i + 1,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(metadata),
        );
        tuples.push(`($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5})`);
      });
    }
    if (tuples.length === 0) return [];
    const appending = this.metrics?.eventAppend.startTimer();
    // ON CONFLICT DO NOTHING keeps the transaction usable; a short insert means someone appended first.
    const rows = await preparedRows<EventRow>(
      manager,
      `event-store.append-${tuples.length}`,
      `INSERT INTO events (stream_id, stream_version, type, data, metadata) VALUES ${tuples.join(', ')}
       ON CONFLICT ON CONSTRAINT events_stream_version_key DO NOTHING RETURNING *`,
      values,
    );
    appending?.();
    if (rows.length !== tuples.length) throw new WrongExpectedVersion(appends.map((a) => a.streamId).join(', '));
    return rows.map((row) => toStoredEvent<E>(row)).sort((a, b) => a.position - b.position);
  }

  private async findCommandResult<R>(
    scoped: ScopedIdempotencyKey,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ found: true; result: R } | { found: false }> {
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

  private async timeProjection(name: string, apply: () => Promise<void>): Promise<void> {
    if (!this.metrics) return apply();
    const end = this.metrics.projectionDuration.startTimer({ projection: name });
    try {
      await apply();
    } finally {
      end();
    }
  }

  private publish(notifications: object[]): void {
    const committed = performance.now();
    for (const notification of notifications) {
      markCommitted(notification, committed);
      try {
        this.eventBus.publish(notification);
      } catch (error) {
        this.logger.error(`publishing ${notification.constructor.name} failed`, error as Error);
      }
    }
  }
}
