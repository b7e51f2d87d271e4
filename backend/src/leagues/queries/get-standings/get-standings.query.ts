import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { MESSAGES, StandingsSnapshot } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { notFound } from '../../../common/domain-error';
import { readStandingRows, readStandingsVersion } from '../../../standings/standings.sql';

export class GetStandings extends Query<StandingsSnapshot> {
  /** `season` absent: the league's current season. */
  constructor(
    readonly leagueId: string,
    readonly season?: number,
  ) {
    super();
  }
}

@QueryHandler(GetStandings)
export class GetStandingsHandler implements IQueryHandler<GetStandings> {
  constructor(private readonly db: DataSource) {}

  /** Rows and version are read in one snapshot so the version always describes exactly these rows. */
  execute({ leagueId, season }: GetStandings): Promise<StandingsSnapshot> {
    return this.db.transaction('REPEATABLE READ', async (manager) => {
      const league: Array<{ season: number }> = await manager.query('SELECT season FROM leagues WHERE id = $1', [
        leagueId,
      ]);
      if (league.length === 0) throw notFound(MESSAGES.leagueNotFound);
      const wanted = season ?? league[0].season;
      const version = await readStandingsVersion(manager, leagueId, wanted);
      const standings = await readStandingRows(manager, leagueId, wanted);
      return { leagueId, season: wanted, version, standings };
    });
  }
}
