import { Castaway } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { DatabaseRead } from '../../common/database-read';
import { listCastaways, seasonOfLeague } from './castaway-rows.sql';

export class ListCastawaysOfLeague extends DatabaseRead<Castaway[]> {
  constructor(readonly leagueId: string) {
    super();
  }

  async read(db: EntityManager): Promise<Castaway[]> {
    return listCastaways(db, await seasonOfLeague(db, this.leagueId));
  }
}

export class ListCastawaysOfSeason extends DatabaseRead<Castaway[]> {
  constructor(readonly season: number) {
    super();
  }

  read(db: EntityManager): Promise<Castaway[]> {
    return listCastaways(db, this.season);
  }
}
