import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { MESSAGES, pickCutoffInForce, picksUnsealed, StandingsReplay } from '@tribal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { notFound } from '../../common/domain-error';
import { readSeasonSchedule } from '../../game/season-schedule.sql';
import { SeasonsService } from '../../game/seasons.service';
import { pointsUnderTable } from '../domain/points-under-table';
import { ReplayStepInput, replayEpisode } from '../domain/standings.replay';
import { StandingsFacts } from '../domain/standings-facts';
import {
  lastGridSave,
  readLeagueSeasonAndCutoffs,
  readReplayHappeningChanges,
  readReplayHappenings,
  readStandingsFacts,
} from '../standings.sql';

export class GetStandingsReplay extends Query<StandingsReplay> {
  constructor(
    readonly leagueId: string,
    readonly episode: number,
    readonly season?: number,
  ) {
    super();
  }
}

/**
 * The live feed's happenings of an episode, in the order they were recorded, without the undone ones; a grid save
 * recorded in the feed (a `correction`) is one grid-save step.
 */
async function readHappenings(
  manager: EntityManager,
  season: number,
  episode: number,
  table: StandingsFacts['table'],
): Promise<ReplayStepInput[]> {
  const rows = await readReplayHappenings(manager, season, episode);
  // Issue 32: under a table of its own a happening is worth what its record changes are worth under that table; a
  // grid save's correction is left to the closing step, which settles on the standings as of the episode.
  const changes = table ? await readReplayHappeningChanges(manager, season, episode) : null;
  const pointsOf = (row: (typeof rows)[number]): Record<string, number> => {
    if (!table || !changes) return row.points;
    const points: Record<string, number> = {};
    for (const [castawayId, delta] of Object.entries(changes.get(row.id) ?? {})) {
      const worth = pointsUnderTable(delta, table).total;
      if (worth !== 0) points[castawayId] = worth;
    }
    return points;
  };
  return rows.map((row) => ({
    kind: row.kind === 'correction' ? 'grid-save' : 'happening',
    happeningId: String(row.id),
    happeningKind: row.kind === 'correction' ? null : row.kind,
    time: new Date(row.occurred_at).toISOString(),
    points: pointsOf(row),
    votedOut: row.detail?.votedOut ?? [],
  }));
}

@QueryHandler(GetStandingsReplay)
export class GetStandingsReplayHandler implements IQueryHandler<GetStandingsReplay> {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly seasons: SeasonsService,
  ) {}

  execute({ leagueId, episode, season }: GetStandingsReplay): Promise<StandingsReplay> {
    return this.db.transaction('REPEATABLE READ', async (manager) => {
      const league = await readLeagueSeasonAndCutoffs(manager, leagueId);
      if (!league) throw notFound(MESSAGES.leagueNotFound);
      const wanted = season ?? league.season;
      const { episodes } = await this.seasons.requireEpisode(wanted, episode, 'all', 'episode', manager);
      const facts = await readStandingsFacts(manager, leagueId, wanted);
      const happenings = await readHappenings(manager, wanted, episode, facts.table);
      // The board's rule: picks of an open episode are sealed, so are the pick bonuses that would tell them.
      const schedule = await readSeasonSchedule(manager, wanted);
      const cutoff = pickCutoffInForce(league.weekly_elimination_cutoffs ?? {}, schedule, episode, episodes);
      const recordsVoteOut = facts.scores.some((s) => s.episode === episode && s.votedOut);
      const picksClosed = picksUnsealed(
        cutoff?.at,
        schedule[String(episode)],
        recordsVoteOut,
        this.clock.now().getTime(),
      );
      const gridSaveTime = await lastGridSave(manager, wanted, episode);
      const replay = replayEpisode(facts, episode, happenings, gridSaveTime, picksClosed);
      return { leagueId, season: wanted, episode, ...replay };
    });
  }
}
