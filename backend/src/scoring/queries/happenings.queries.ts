import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { EpisodeFeed, TribalCouncilRecord } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { readEpisodeFeed, readTribalCouncils } from './happenings.sql';

export class GetEpisodeFeed extends Query<EpisodeFeed> {
  constructor(
    readonly season: number,
    readonly episode: number,
  ) {
    super();
  }
}
export class GetTribalCouncils extends Query<TribalCouncilRecord[]> {
  constructor(readonly season: number) {
    super();
  }
}

@QueryHandler(GetEpisodeFeed)
export class GetEpisodeFeedHandler implements IQueryHandler<GetEpisodeFeed> {
  constructor(private readonly db: DataSource) {}
  execute({ season, episode }: GetEpisodeFeed): Promise<EpisodeFeed> {
    return readEpisodeFeed(this.db.manager, season, episode);
  }
}

@QueryHandler(GetTribalCouncils)
export class GetTribalCouncilsHandler implements IQueryHandler<GetTribalCouncils> {
  constructor(private readonly db: DataSource) {}
  execute({ season }: GetTribalCouncils): Promise<TribalCouncilRecord[]> {
    return readTribalCouncils(this.db.manager, season);
  }
}
