import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../../src/event-store/event-store.service';
import { NewEvent, streamOf } from '../../src/event-store/stored-event';
import { startTestApp, TestApp } from '../support/test-app';

/** An event no projection handles: these tests watch the store alone. */
type Noted = NewEvent<'RetryNoted', { attempt: number }>;

let t: TestApp;
let store: EventStore;
/** queries outside the command's transaction, on another pooled connection: another process's writes and reads */
let other: DataSource;

beforeAll(async () => {
  t = await startTestApp('event-store-retries');
  store = t.app.get(EventStore);
  other = t.app.get(DataSource);
});
afterAll(() => t?.close());

const versionsOf = async (streamId: string) => {
  const rows: Array<{ stream_version: number }> = await other.query(
    'SELECT stream_version FROM events WHERE stream_id = $1 ORDER BY stream_version',
    [streamId],
  );
  return rows.map((row) => row.stream_version);
};

describe('the event store retries a command that lost a race', () => {
  it('a writer that took the same stream version first (the unique key) makes the command decide again, on the new history', async () => {
    const streamId = streamOf<Noted>('retry-unique-version');
    const seen: number[] = [];
    const answer = await store.execute('NoteRetry', undefined, async (tx) => {
      const history = await tx.readStream(streamId, { lock: 'none' });
      seen.push(history.length);
      if (seen.length === 1) {
        // Another process appends version 1 and commits between this command's read and its write...
        await other.query(
          `INSERT INTO events (stream_id, stream_version, type, data, metadata)
           VALUES ($1, 1, 'RetryNoted', '{"attempt":0}', '{"actor":"other"}')`,
          [streamId],
        );
        // ...and this command writes the same version without the store's ON CONFLICT: PostgreSQL refuses it
        // by the unique (stream, version) key.
        await tx.manager.query(
          `INSERT INTO events (stream_id, stream_version, type, data, metadata)
           VALUES ($1, 1, 'RetryNoted', '{"attempt":1}', '{"actor":"test"}')`,
          [streamId],
        );
      }
      await tx.append(streamId, history.length, [{ type: 'RetryNoted', data: { attempt: seen.length } }], {
        actor: 'test',
      });
      return `decided on ${history.length} earlier event(s)`;
    });
    expect(seen).toEqual([0, 1]);
    expect(answer).toBe('decided on 1 earlier event(s)');
    expect(await versionsOf(streamId)).toEqual([1, 2]);
  });

  it('a unique key of another table is no race: the command fails at once, without a second attempt', async () => {
    let attempts = 0;
    const failing = store.execute('NoteRetry', undefined, async (tx) => {
      attempts++;
      for (let i = 0; i < 2; i++) {
        await tx.manager.query(
          `INSERT INTO command_results (idempotency_key, command, result) VALUES ('not-a-race', 'NoteRetry', 'null')`,
        );
      }
    });
    await expect(failing).rejects.toThrow(/command_results_pkey/);
    expect(attempts).toBe(1);
  });

  it('two sends of one Idempotency-Key that run at once both answer the first to commit, whose events alone are stored', async () => {
    let runs = 0;
    const send = (name: string) =>
      store.execute('NoteRetry', 'same-client-key', async (tx) => {
        // The other send arrives while this one runs: it waits for this one's answer instead of running too.
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.append(streamOf<Noted>(`retry-key-${name}`), 0, [{ type: 'RetryNoted', data: { attempt: 1 } }], {
          actor: 'test',
        });
        return name;
      });
    const [first, second] = await Promise.all([send('a'), send('b')]);
    expect(first).toBe(second);
    expect(runs).toBe(1);
    expect(await versionsOf(`retry-key-${first}`)).toEqual([1]);
    expect(await versionsOf(`retry-key-${first === 'a' ? 'b' : 'a'}`)).toEqual([]);
  });
});
