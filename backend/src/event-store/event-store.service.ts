import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { MESSAGES } from '@tribal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { conflict } from '../common/domain-error';
import { recordProjectionTime } from '../common/request-scope';
import { markCommitted } from './commit-time';
import { brokeUniqueKey, DEADLOCK, databaseErrorOf, SERIALIZATION_FAILURE } from './database-errors';
import { EVENT_STORE_METRICS, EventStoreMetrics } from './event-store-metrics';
import {
  insertEvents,
  readAllEvents,
  readStreamEvents,
  readStreamsEvents,
  StreamAppend,
  WrongExpectedVersion,
} from './events-table';
import { IdempotencyStore } from './idempotency-store';
import { ProjectionRegistry } from './projection-registry';
import { EventMetadata, NewEvent, StoredEvent, StreamId } from './stored-event';

/** the unique (stream, version) key: a writer that skipped the stream's lock appended the same version first */
const STREAM_VERSION_KEY = 'events_stream_version_key';
/** A stale expected version is retried this many times (re-read, re-decide) before answering 409. */
const MAX_ATTEMPTS = 5;

export interface ExecuteOptions {
  /**
   * The answer holds a secret (an entry or commissioner token): a repeat of the Idempotency-Key must answer it
   * again (the first answer may have been lost on the way), so it is stored sealed under the client's key
   * (`sealed-answer.ts`), never in clear.
   */
  sealed?: boolean;
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

@Injectable()
export class EventStore {
  private readonly logger = new Logger(EventStore.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly projections: ProjectionRegistry,
    private readonly eventBus: EventBus,
    private readonly idempotency: IdempotencyStore,
    /** absent where a test builds the event store alone */
    @Optional() @Inject(EVENT_STORE_METRICS) private readonly metrics?: EventStoreMetrics,
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
    const scoped = clientKey ? this.idempotency.scopedKey(command, clientKey) : undefined;
    if (scoped) {
      const earlier = await this.idempotency.earlierResult<R>(scoped);
      if (earlier.found) return earlier.result;
    }
    for (let attempt = 1; ; attempt++) {
      const notifications: object[] = [];
      try {
        const answered = await this.dataSource.transaction(async (manager) => {
          if (scoped) {
            const earlier = await this.idempotency.awaitTurn<R>(manager, scoped);
            if (earlier.found) return { replayed: true, outcome: earlier.result };
          }
          const outcome = await run(this.transactionFor(manager, notifications));
          if (scoped) await this.idempotency.record(manager, command, scoped, outcome, options.sealed);
          return { replayed: false, outcome };
        });
        if (!answered.replayed) this.publish(notifications);
        return answered.outcome;
      } catch (error) {
        const code = databaseErrorOf(error)?.code;
        const raced =
          error instanceof WrongExpectedVersion ||
          code === SERIALIZATION_FAILURE ||
          code === DEADLOCK ||
          brokeUniqueKey(error, STREAM_VERSION_KEY);
        if (scoped && this.idempotency.recordedFirstByAnother(error)) {
          // The same client command ran concurrently and won: answer what it answered.
          const earlier = await this.idempotency.findCommandResult<R>(scoped);
          if (earlier.found) return earlier.result;
        }
        if (!raced) throw error;
        if (attempt >= MAX_ATTEMPTS) throw conflict(MESSAGES.concurrentChange);
        await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
      }
    }
  }

  /** All events in global order, for rebuilding projections. */
  readAll(manager: EntityManager, batchSize = 1000): AsyncGenerator<StoredEvent> {
    return readAllEvents(manager, batchSize);
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
        return readStreamEvents(manager, streamId);
      },
      readStreams: (streamIds) => readStreamsEvents(manager, streamIds),
      append: async (streamId, expectedVersion, events, metadata) => {
        const stored = await insertEvents(manager, [{ streamId, expectedVersion, events, metadata }], this.metrics);
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
        const stored = await insertEvents(manager, ordered, this.metrics);
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
