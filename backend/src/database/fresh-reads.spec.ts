import { describe, expect, it } from 'vitest';
import { FreshReads } from './fresh-reads';

describe('fresh shared reads', () => {
  it('reads asked for together share one, and a read asked for while one runs waits for the next', async () => {
    const reads = new FreshReads<number>();
    let started = 0;
    const releases: Array<() => void> = [];
    const load = () => {
      const n = ++started;
      return new Promise<number>((resolve) => releases.push(() => resolve(n)));
    };
    const first = reads.read('k', load);
    const second = reads.read('k', load);
    const third = reads.read('k', load);
    expect(started).toBe(1);
    releases[0]();
    expect(await first).toBe(1);
    // Asked for while read 1 ran: they get read 2, which started after they asked.
    await Promise.resolve();
    expect(started).toBe(2);
    releases[1]();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    const later = reads.read('k', load);
    expect(started).toBe(3);
    releases[2]();
    expect(await later).toBe(3);
  });
});
