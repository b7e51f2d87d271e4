import { describe, expect, it } from 'vitest';
import { RequestBatcher } from './request-batcher';

/** A request of the tests: `key` is who sends it (one member), `name` tells it apart. */
interface Req {
  key: string;
  name: string;
}

/**
 * A batcher over fake work: each batch the batcher starts is recorded and waits until the test finishes it. By
 * default every request answers its own name; `refuse` names requests answered with a refusal of their own.
 */
function fakeWork(options: { maxInFlight: number; maxBatchSize: number; refuse?: string[] }) {
  const started: Array<{ names: string[]; finish(): void; fail(error: Error): void }> = [];
  const batcher = new RequestBatcher<Req, string>({
    maxInFlight: options.maxInFlight,
    maxBatchSize: options.maxBatchSize,
    keyOf: (request) => request.key,
    run: (batch) =>
      new Promise((resolve, reject) => {
        started.push({
          names: batch.map((r) => r.name),
          finish: () =>
            resolve(
              batch.map((r) =>
                options.refuse?.includes(r.name)
                  ? { status: 'rejected', reason: new Error(`${r.name} refused`) }
                  : { status: 'fulfilled', value: `${r.name} done` },
              ),
            ),
          fail: reject,
        });
      }),
  });
  const settled = new Map<string, string>();
  const submit = (key: string, name: string) =>
    batcher.submit({ key, name }).then(
      (answer) => settled.set(name, answer),
      (error: Error) => settled.set(name, `rejected: ${error.message}`),
    );
  const batches = () => started.map((b) => b.names);
  /** lets the batcher's promise chains run (a finished batch answers, then the next batches start) */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { started, submit, batches, settled, settle };
}

describe('RequestBatcher', () => {
  it("a quiet moment's request runs at once, as a batch of one, and answers when its batch is done", async () => {
    const work = fakeWork({ maxInFlight: 4, maxBatchSize: 32 });
    const answered = work.submit('ann', 'a1');
    expect(work.batches()).toEqual([['a1']]);
    expect(work.settled.size).toBe(0);
    work.started[0].finish();
    await answered;
    expect(work.settled.get('a1')).toBe('a1 done');
  });

  it('while the batches in flight are at their cap, new requests wait; the next batch takes them all, in arrival order', async () => {
    const work = fakeWork({ maxInFlight: 2, maxBatchSize: 32 });
    work.submit('ann', 'a1');
    work.submit('bob', 'b1');
    for (const key of ['cid', 'dee', 'eve']) work.submit(key, `${key[0]}1`);
    expect(work.batches()).toEqual([['a1'], ['b1']]);
    work.started[1].finish();
    await work.settle();
    expect(work.batches()).toEqual([['a1'], ['b1'], ['c1', 'd1', 'e1']]);
  });

  it('never runs more batches at once than its in-flight cap, however many requests wait', async () => {
    const work = fakeWork({ maxInFlight: 4, maxBatchSize: 1 });
    for (let i = 0; i < 10; i++) work.submit(`member-${i}`, `r${i}`);
    expect(work.started).toHaveLength(4);
    work.started[0].finish();
    await work.settle();
    expect(work.started).toHaveLength(5);
  });

  it('a batch holds at most its size cap; the requests after it go in the next batch', async () => {
    const work = fakeWork({ maxInFlight: 1, maxBatchSize: 3 });
    work.submit('first', 'f');
    for (let i = 1; i <= 5; i++) work.submit(`member-${i}`, `r${i}`);
    work.started[0].finish();
    await work.settle();
    expect(work.batches()).toEqual([['f'], ['r1', 'r2', 'r3']]);
    work.started[1].finish();
    await work.settle();
    expect(work.batches()[2]).toEqual(['r4', 'r5']);
  });

  it('two requests of one key never share a batch: the second runs in a batch after the first is done', async () => {
    const work = fakeWork({ maxInFlight: 1, maxBatchSize: 32 });
    work.submit('x', 'first');
    work.submit('ann', 'a1');
    work.submit('ann', 'a2');
    work.submit('bob', 'b1');
    work.started[0].finish();
    await work.settle();
    expect(work.batches()[1]).toEqual(['a1', 'b1']);
    work.started[1].finish();
    await work.settle();
    expect(work.batches()[2]).toEqual(['a2']);
  });

  it("a key's next request waits for its batch in flight even with a free slot, and lets other keys pass it", async () => {
    const work = fakeWork({ maxInFlight: 4, maxBatchSize: 32 });
    work.submit('ann', 'a1');
    work.submit('ann', 'a2');
    work.submit('bob', 'b1');
    expect(work.batches()).toEqual([['a1'], ['b1']]);
    work.started[0].finish();
    await work.settle();
    expect(work.settled.get('a1')).toBe('a1 done');
    expect(work.batches()).toEqual([['a1'], ['b1'], ['a2']]);
  });

  it('a refusal rejects only its own request; the others of its batch get their answers', async () => {
    const work = fakeWork({ maxInFlight: 1, maxBatchSize: 32, refuse: ['b1'] });
    work.submit('x', 'first');
    const rest = ['ann', 'bob', 'cid'].map((key) => work.submit(key, `${key[0]}1`));
    work.started[0].finish();
    await work.settle();
    work.started[1].finish();
    await Promise.all(rest);
    expect(Object.fromEntries(work.settled)).toEqual({
      first: 'first done',
      a1: 'a1 done',
      b1: 'rejected: b1 refused',
      c1: 'c1 done',
    });
  });

  it('a failing batch rejects its own requests only: other batches answer, and the queue goes on', async () => {
    const work = fakeWork({ maxInFlight: 2, maxBatchSize: 32 });
    work.submit('ann', 'a1');
    work.submit('bob', 'b1');
    work.submit('ann', 'a2');
    work.started[0].fail(new Error('the database went away'));
    await work.settle();
    expect(work.settled.get('a1')).toBe('rejected: the database went away');
    expect(work.settled.has('b1')).toBe(false);
    expect(work.batches()[2]).toEqual(['a2']);
    work.started[1].finish();
    work.started[2].finish();
    await work.settle();
    expect(work.settled.get('b1')).toBe('b1 done');
    expect(work.settled.get('a2')).toBe('a2 done');
  });

  it('a work function that throws at once fails its batch like one that rejects', async () => {
    const batcher = new RequestBatcher<Req, string>({
      maxInFlight: 1,
      maxBatchSize: 32,
      keyOf: (request) => request.key,
      run: () => {
        throw new Error('no connection');
      },
    });
    await expect(batcher.submit({ key: 'ann', name: 'a1' })).rejects.toThrow('no connection');
  });
});
