import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Castaway } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { listCastaways, seasonOfLeague } from './castaway-rows.sql';

export class ListCastawaysOfLeague extends Query<Castaway[]> {
  constructor(readonly leagueId: string) {
    super();
  }
}
export class ListCastawaysOfSeason extends Query<Castaway[]> {
  constructor(readonly season: number) {
    super();
  }
}

@QueryHandler(ListCastawaysOfLeague)
export class ListCastawaysOfLeagueHandler implements IQueryHandler<ListCastawaysOfLeague> {
  constructor(private readonly db: DataSource) {}
  async execute({ leagueId }: ListCastawaysOfLeague): Promise<Castaway[]> {
    return listCastaways(this.db.manager, await seasonOfLeague(this.db.manager, leagueId));
  }
}

@QueryHandler(ListCastawaysOfSeason)
export class ListCastawaysOfSeasonHandler implements IQueryHandler<ListCastawaysOfSeason> {
  constructor(private readonly db: DataSource) {}
  execute({ season }: ListCastawaysOfSeason): Promise<Castaway[]> {
    return listCastaways(this.db.manager, season);
  }
}
