import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { EliminationPicks } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { seasonOfLeague } from '../../castaways/queries/castaway-rows.sql';

export class ListEliminationPicks extends Query<EliminationPicks> {
  constructor(
    readonly leagueId: string,
    readonly season?: number,
  ) {
    super();
  }
}

@QueryHandler(ListEliminationPicks)
export class ListEliminationPicksHandler implements IQueryHandler<ListEliminationPicks> {
  constructor(private readonly db: DataSource) {}

  async execute({ leagueId, season }: ListEliminationPicks): Promise<EliminationPicks> {
    const wanted = season ?? (await seasonOfLeague(this.db.manager, leagueId));
    const rows: Array<{ user_name: string; episode: number; castaway_id: number }> = await this.db.query(
      `SELECT user_name, episode, castaway_id FROM elimination_picks
       WHERE league_id = $1 AND season = $2 ORDER BY user_name, episode`,
      [leagueId, wanted],
    );
    const picks: EliminationPicks = {};
    for (const row of rows) {
      picks[row.user_name] ??= {};
      picks[row.user_name][row.episode] = row.castaway_id;
    }
    return picks;
  }
}
