import { EntityManager } from 'typeorm';
import { preparedRows } from '../database/query-rows';
import { EventStoreMetrics } from './event-store-metrics';
import { EventMetadata, NewEvent, StoredEvent, StreamId } from './stored-event';

/** The `events` table: the statements that read and append it, and the one place its rows become typed events. */

interface EventRow {
  position: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  occurred_at: Date;
}

export interface StreamAppend<E extends NewEvent = NewEvent> {
  streamId: StreamId<E>;
  /** the number of events the decision saw */
  expectedVersion: number;
  events: readonly E[];
  metadata: EventMetadata;
}

export class WrongExpectedVersion extends Error {
  /** `streams`: the stream ids the append went to (one of them was written first by someone else) */
  constructor(readonly streams: string) {
    super(`stale expected version for stream ${streams}`);
  }
}

/**
 * A row as an event of its stream's kind `E`. The one place where stored JSON becomes typed: only `insertEvents`
 * writes the events table, and it takes for each stream only the events its `StreamId` names.
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

export async function readStreamEvents<E extends NewEvent>(
  manager: EntityManager,
  streamId: StreamId<E>,
): Promise<StoredEvent<E>[]> {
  const rows = await preparedRows<EventRow>(
    manager,
    'event-store.read-stream',
    'SELECT * FROM events WHERE stream_id = $1 ORDER BY stream_version',
    [streamId],
  );
  return rows.map((row) => toStoredEvent<E>(row));
}

/** Many streams' events in one round trip, by stream id (an empty stream is absent). */
export async function readStreamsEvents<E extends NewEvent>(
  manager: EntityManager,
  streamIds: readonly StreamId<E>[],
): Promise<Map<string, StoredEvent<E>[]>> {
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
}

/** All events in global order, for rebuilding projections. */
export async function* readAllEvents(manager: EntityManager, batchSize: number): AsyncGenerator<StoredEvent> {
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

/** One INSERT for every event; throws WrongExpectedVersion when any stream already holds one of the versions. */
export async function insertEvents<E extends NewEvent>(
  manager: EntityManager,
  appends: ReadonlyArray<Omit<StreamAppend<E>, 'streamId'> & { streamId: string }>,
  metrics?: EventStoreMetrics,
): Promise<StoredEvent<E>[]> {
  const values: unknown[] = [];
  const tuples: string[] = [];
  for (const { streamId, expectedVersion, events, metadata } of appends) {
    events.forEach((event, i) => {
      const o = values.length;
      values.push(streamId, expectedVersion + i + 1, event.type, JSON.stringify(event.data), JSON.stringify(metadata));
      tuples.push(`($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5})`);
    });
  }
  if (tuples.length === 0) return [];
  const appending = metrics?.eventAppend.startTimer();
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
