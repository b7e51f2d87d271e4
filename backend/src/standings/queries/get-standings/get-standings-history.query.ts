import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { StandingsHistory } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { seasonOfLeague } from '../../../castaways/queries/castaway-rows.sql';
import { readStandingsHistory } from '../../standings.sql';

export class GetStandingsHistory extends Query<StandingsHistory> {
  constructor(
    readonly leagueId: string,
    readonly season?: number,
  ) {
    super();
  }
}

@QueryHandler(GetStandingsHistory)
export class GetStandingsHistoryHandler implements IQueryHandler<GetStandingsHistory> {
  constructor(private readonly db: DataSource) {}

  async execute({ leagueId, season }: GetStandingsHistory): Promise<StandingsHistory> {
    const wanted = season ?? (await seasonOfLeague(this.db.manager, leagueId));
    return { leagueId, season: wanted, ...(await readStandingsHistory(this.db.manager, leagueId, wanted)) };
  }
}
