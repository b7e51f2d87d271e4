import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { compactStandings, MESSAGES, StandingsSnapshot } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { notFound } from '../../../common/domain-error';
import { SeasonsService } from '../../../game/seasons.service';
import { memberStandingsAsOf } from '../../domain/standings.fold';
import { readLeagueSeason, readStandingsFacts, readStandingsVersion } from '../../standings.sql';

/** GET /api/leagues/{id}/standings?season=N&asOfEpisode=E: the standings counting only episodes ≤ E. */
export class GetStandingsAsOf extends Query<StandingsSnapshot> {
  constructor(
    readonly leagueId: string,
    readonly asOfEpisode: number,
    readonly season?: number,
  ) {
    super();
  }
}

/** Answers kept per (league, season, episode, standings version): any change to the standings bumps the version. */
const CACHE_SIZE = 500;

@QueryHandler(GetStandingsAsOf)
export class GetStandingsAsOfHandler implements IQueryHandler<GetStandingsAsOf> {
  private readonly cache = new Map<string, StandingsSnapshot>();

  constructor(
    private readonly db: DataSource,
    private readonly seasons: SeasonsService,
  ) {}

  async execute({ leagueId, asOfEpisode, season }: GetStandingsAsOf): Promise<StandingsSnapshot> {
    const leagueSeason = await readLeagueSeason(this.db.manager, leagueId);
    if (leagueSeason === undefined) throw notFound(MESSAGES.leagueNotFound);
    const wanted = season ?? leagueSeason;
    // A 13-episode season has no episode 14 to stand as of.
    await this.seasons.requireEpisode(wanted, asOfEpisode, 'all', 'asOfEpisode');
    const version = await readStandingsVersion(this.db.manager, leagueId, wanted);
    const key = `${leagueId}\u0000${wanted}\u0000${asOfEpisode}\u0000${version}`;
    const cached = this.cache.get(key);
    if (cached) {
      // Least recently used goes first: re-insert on a hit.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    // Facts and version from one snapshot, so the version describes exactly these numbers.
    const snapshot = await this.db.transaction('REPEATABLE READ', async (manager) => {
      const at = await readStandingsVersion(manager, leagueId, wanted);
      const facts = await readStandingsFacts(manager, leagueId, wanted);
      // The live snapshot's compact shape: teams as castaway ids, names come from the season's cast.
      const members = memberStandingsAsOf(facts, asOfEpisode).map((m) => ({
        ...m,
        team: m.team.map((c) => c.castawayId),
      }));
      return compactStandings({ leagueId, season: wanted, version: at }, members);
    });
    this.cache.set(`${leagueId}\u0000${wanted}\u0000${asOfEpisode}\u0000${snapshot.version}`, snapshot);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    return snapshot;
  }
}
