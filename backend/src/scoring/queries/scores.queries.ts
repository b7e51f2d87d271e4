import { EpisodeScoresResponse, Inventory, SeasonScores } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { DatabaseRead, EpisodeRead } from '../../common/database-read';
import { readEpisodeScores, readInventory, readSeasonScores } from './scores.sql';

export class GetSeasonScores extends DatabaseRead<SeasonScores> {
  constructor(readonly season: number) {
    super();
  }

  read(db: EntityManager): Promise<SeasonScores> {
    return readSeasonScores(db, this.season);
  }
}

export class GetEpisodeScores extends EpisodeRead<EpisodeScoresResponse> {
  read(db: EntityManager): Promise<EpisodeScoresResponse> {
    return readEpisodeScores(db, this.season, this.episode);
  }
}

export class GetInventory extends DatabaseRead<Inventory> {
  read(db: EntityManager): Promise<Inventory> {
    return readInventory(db);
  }
}
