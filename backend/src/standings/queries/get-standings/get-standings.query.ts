import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { compactStandings, MESSAGES } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { notFound } from '../../../common/domain-error';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { FreshReads } from '../../../database/fresh-reads';
import { readMemberStandings, readStandingsVersion, readWantedStandingsVersion } from '../../standings.sql';
import { EncodedStandings, SnapshotCache, standingsEtag } from './snapshot-cache';

/** What a viewer already holds: an ETag (HTTP If-None-Match) or a subscribe's `knownVersion`. */
export interface KnownStandings {
  /** absent: the season answered */
  season?: number;
  version: number;
}

export interface CurrentStandings {
  season: number;
  version: number;
  etag: string;
  /** absent when the viewer already holds this version */
  encoded?: EncodedStandings;
}

/**
 * The current standings of a league-season: its version, read fresh from the database on every call (one indexed
 * row), and the encoded snapshot of that version only when the viewer does not hold it yet. `season` absent: the
 * league's current season.
 */
export class GetStandings extends Query<CurrentStandings> {
  constructor(
    readonly leagueId: string,
    readonly season?: number,
    readonly known: KnownStandings[] = [],
  ) {
    super();
  }
}

@QueryHandler(GetStandings)
export class GetStandingsHandler implements IQueryHandler<GetStandings> {
  private readonly cache: SnapshotCache;
  private readonly versions = new FreshReads<{ season: number; version: number } | null>();
  private readonly builds = new Map<string, Promise<EncodedStandings>>();

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cache = new SnapshotCache(config.standingsCacheBytes);
  }

  async execute({ leagueId, season, known }: GetStandings): Promise<CurrentStandings> {
    const current = await this.versions.read(`${leagueId}:${season ?? ''}`, () => this.readVersion(leagueId, season));
    if (!current) throw notFound(MESSAGES.leagueNotFound);
    const etag = standingsEtag(current.season, current.version);
    if (known.some((k) => (k.season ?? current.season) === current.season && k.version === current.version)) {
      return { ...current, etag };
    }
    const encoded = this.cache.get(leagueId, current.season, current.version) ?? (await this.build(leagueId, current));
    return { season: encoded.season, version: encoded.version, etag: encoded.etag, encoded };
  }

  private readVersion(leagueId: string, season?: number) {
    return readWantedStandingsVersion(this.db.manager, leagueId, season);
  }

  /** One build per league-season version, however many viewers ask for it at once. */
  private build(leagueId: string, wanted: { season: number; version: number }): Promise<EncodedStandings> {
    const key = `${leagueId}:${wanted.season}:${wanted.version}`;
    let building = this.builds.get(key);
    if (!building) {
      building = this.encode(leagueId, wanted.season).finally(() => this.builds.delete(key));
      this.builds.set(key, building);
    }
    return building;
  }

  /** Rows and version are read in one snapshot so the version always describes exactly these rows. */
  private async encode(leagueId: string, season: number): Promise<EncodedStandings> {
    const snapshot = await this.db.transaction('REPEATABLE READ', async (manager) => {
      const version = await readStandingsVersion(manager, leagueId, season);
      return compactStandings({ leagueId, season, version }, await readMemberStandings(manager, leagueId, season));
    });
    const encoded: EncodedStandings = {
      leagueId,
      season,
      version: snapshot.version,
      etag: standingsEtag(season, snapshot.version),
      json: Buffer.from(JSON.stringify(snapshot)),
    };
    this.cache.set(encoded);
    return encoded;
  }
}
