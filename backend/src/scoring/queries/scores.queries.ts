import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { EpisodeScoresResponse, Inventory, SeasonScores } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { readEpisodeScores, readInventory, readSeasonScores } from './scores.sql';

export class GetSeasonScores extends Query<SeasonScores> {
  constructor(readonly season: number) {
    super();
  }
}
export class GetEpisodeScores extends Query<EpisodeScoresResponse> {
  constructor(
    readonly season: number,
    readonly episode: number,
  ) {
    super();
  }
}
export class GetInventory extends Query<Inventory> {}

@QueryHandler(GetSeasonScores)
export class GetSeasonScoresHandler implements IQueryHandler<GetSeasonScores> {
  constructor(private readonly db: DataSource) {}
  execute({ season }: GetSeasonScores): Promise<SeasonScores> {
    return readSeasonScores(this.db.manager, season);
  }
}

@QueryHandler(GetEpisodeScores)
export class GetEpisodeScoresHandler implements IQueryHandler<GetEpisodeScores> {
  constructor(private readonly db: DataSource) {}
  execute({ season, episode }: GetEpisodeScores): Promise<EpisodeScoresResponse> {
    return readEpisodeScores(this.db.manager, season, episode);
  }
}

@QueryHandler(GetInventory)
export class GetInventoryHandler implements IQueryHandler<GetInventory> {
  constructor(private readonly db: DataSource) {}
  execute(): Promise<Inventory> {
    return readInventory(this.db.manager);
  }
}
