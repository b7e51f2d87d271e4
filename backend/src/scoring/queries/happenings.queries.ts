import { EpisodeFeed, TribalCouncilRecord } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { DatabaseRead, EpisodeRead } from '../../common/database-read';
import { readEpisodeFeed, readTribalCouncils } from './happenings.sql';

export class GetEpisodeFeed extends EpisodeRead<EpisodeFeed> {
  read(db: EntityManager): Promise<EpisodeFeed> {
    return readEpisodeFeed(db, this.season, this.episode);
  }
}

export class GetTribalCouncils extends DatabaseRead<TribalCouncilRecord[]> {
  constructor(readonly season: number) {
    super();
  }

  read(db: EntityManager): Promise<TribalCouncilRecord[]> {
    return readTribalCouncils(db, this.season);
  }
}
