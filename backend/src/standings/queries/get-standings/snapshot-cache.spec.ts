import { describe, expect, it } from 'vitest';
import { EncodedStandings, parseStandingsEtags, SnapshotCache, standingsEtag } from './snapshot-cache';

const encoded = (leagueId: string, version: number, bytes = 100): EncodedStandings => ({
  leagueId,
  season: 49,
  version,
  etag: standingsEtag(49, version),
  json: Buffer.alloc(bytes),
});

describe('the standings snapshot cache', () => {
  it('a new version is never hidden behind an old one', () => {
    const cache = new SnapshotCache(10_000);
    cache.set(encoded('L', 3));
    expect(cache.get('L', 49, 3)?.version).toBe(3);
    expect(cache.get('L', 49, 4)).toBeUndefined();
    cache.set(encoded('L', 4));
    expect(cache.get('L', 49, 4)?.version).toBe(4);
  });

  it('a slow build of an old version does not replace a newer one', () => {
    const cache = new SnapshotCache(10_000);
    cache.set(encoded('L', 5));
    cache.set(encoded('L', 4));
    expect(cache.get('L', 49, 4)?.version).toBe(5);
    expect(cache.size).toEqual({ entries: 1, bytes: 100 });
  });

  it('holds at most its bytes, dropping the least recently used league first', () => {
    const cache = new SnapshotCache(250);
    cache.set(encoded('A', 1));
    cache.set(encoded('B', 1));
    cache.get('A', 49, 1);
    cache.set(encoded('C', 1));
    expect(cache.get('B', 49, 1)).toBeUndefined();
    expect(cache.get('A', 49, 1)).toBeDefined();
    expect(cache.get('C', 49, 1)).toBeDefined();
    expect(cache.size.bytes).toBe(200);
  });

  it('ETags name the season and version; weak ones and lists are understood', () => {
    expect(standingsEtag(50, 12)).toBe('"50.12"');
    expect(parseStandingsEtags('W/"49.3", "50.12", "junk"')).toEqual([
      { season: 49, version: 3 },
      { season: 50, version: 12 },
    ]);
    expect(parseStandingsEtags(undefined)).toEqual([]);
  });
});
