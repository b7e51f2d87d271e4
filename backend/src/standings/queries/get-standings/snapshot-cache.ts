/** An encoded standings snapshot: the bytes every viewer of this version receives, and their ETag. */
export interface EncodedStandings {
  leagueId: string;
  season: number;
  version: number;
  etag: string;
  /** UTF-8 JSON of a StandingsSnapshot, encoded once for every subscriber and HTTP answer of this version */
  json: Buffer;
}

/** The ETag of a league-season's standings at a version (season in it: `?season=` changes the answer). */
export const standingsEtag = (season: number, version: number) => `"${season}.${version}"`;

/** The (season, version) pairs named by an If-None-Match header, weak or strong. */
export function parseStandingsEtags(header: string | undefined): Array<{ season: number; version: number }> {
  if (!header) return [];
  return header
    .split(',')
    .map((tag) => /^\s*(?:W\/)?"(\d+)\.(\d+)"\s*$/.exec(tag))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ season: Number(match[1]), version: Number(match[2]) }));
}

/**
 * The newest encoded snapshot of each league-season, least recently used dropped first once their bytes pass
 * `maxBytes`. Only the newest version of a league-season is kept, and `get` never answers one older than asked
 * for: a stale snapshot cannot hide behind a cache hit.
 */
export class SnapshotCache {
  private readonly entries = new Map<string, EncodedStandings>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  private static key(leagueId: string, season: number) {
    return `${season}:${leagueId}`;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The cached snapshot of the league-season if it is at least `version`, marked as recently used. */
  get(leagueId: string, season: number, version: number): EncodedStandings | undefined {
    const key = SnapshotCache.key(leagueId, season);
    const entry = this.entries.get(key);
    if (!entry || entry.version < version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps `entry` unless a newer version of its league-season is already held. */
  set(entry: EncodedStandings): void {
    const key = SnapshotCache.key(entry.leagueId, entry.season);
    const held = this.entries.get(key);
    if (held && held.version >= entry.version) return;
    if (held) this.remove(key, held);
    if (entry.json.length > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.json.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: EncodedStandings) {
    this.entries.delete(key);
    this.bytes -= entry.json.length;
  }
}
