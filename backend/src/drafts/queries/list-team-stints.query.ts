import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { MESSAGES, TeamStint } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { notFound } from '../../common/domain-error';
import { readLeagueSeason, readStintRows } from '../drafts.sql';

/** Which episodes each castaway counts for on each member's team: a viewer traces every point to a happening. */
export class ListTeamStints extends Query<TeamStint[]> {
  constructor(
    readonly leagueId: string,
    readonly season?: number,
  ) {
    super();
  }
}

@QueryHandler(ListTeamStints)
export class ListTeamStintsHandler implements IQueryHandler<ListTeamStints> {
  constructor(private readonly db: DataSource) {}

  async execute({ leagueId, season }: ListTeamStints): Promise<TeamStint[]> {
    const leagueSeason = await readLeagueSeason(this.db.manager, leagueId);
    if (leagueSeason === undefined) throw notFound(MESSAGES.leagueNotFound);
    const rows = await readStintRows(this.db.manager, leagueId, season ?? leagueSeason);
    return rows.map((r) => ({
      userName: r.user_name,
      castawayId: r.castaway_id,
      fromEpisode: r.from_episode,
      toEpisode: r.to_episode,
    }));
  }
}
