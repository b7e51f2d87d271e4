import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { MESSAGES, TeamStint } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { notFound } from '../../common/domain-error';

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
    const league: Array<{ season: number }> = await this.db.query('SELECT season FROM leagues WHERE id = $1', [
      leagueId,
    ]);
    if (league.length === 0) throw notFound(MESSAGES.leagueNotFound);
    const rows: Array<{ user_name: string; castaway_id: number; from_episode: number; to_episode: number | null }> =
      await this.db.query(
        `SELECT user_name, castaway_id, from_episode, to_episode FROM draft_stints
         WHERE league_id = $1 AND season = $2 ORDER BY user_name COLLATE "C", from_episode, castaway_id`,
        [leagueId, season ?? league[0].season],
      );
    return rows.map((r) => ({
      userName: r.user_name,
      castawayId: r.castaway_id,
      fromEpisode: r.from_episode,
      toEpisode: r.to_episode,
    }));
  }
}
