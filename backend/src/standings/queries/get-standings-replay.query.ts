import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { MESSAGES, pickCutoffInForce, picksUnsealed, StandingsReplay } from '@tribal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { notFound } from '../../common/domain-error';
import { readSeasonSchedule } from '../../game/season-schedule.sql';
import { SeasonsService } from '../../game/seasons.service';
import { ReplayStepInput, replayEpisode } from '../domain/standings.replay';
import { readStandingsFacts } from '../standings.sql';

export class GetStandingsReplay extends Query<StandingsReplay> {
  constructor(
    readonly leagueId: string,
    readonly episode: number,
    readonly season?: number,
  ) {
    super();
  }
}

/** When the episode's scores were last saved (the grid-save step's time). */
async function lastGridSave(manager: EntityManager, season: number, episode: number): Promise<string | null> {
  const [row]: Array<{ at: Date | null }> = await manager.query(
    `SELECT max(occurred_at) AS at FROM events
     WHERE stream_id = $1 AND type = 'EpisodeScored' AND (data->>'episode')::int = $2`,
    [`scores-season-${season}`, episode],
  );
  return row?.at ? new Date(row.at).toISOString() : null;
}

/**
 * The live feed's happenings of an episode, in the order they were recorded, without the undone ones; a grid save
 * recorded in the feed (a `correction`) is one grid-save step.
 */
async function readHappenings(manager: EntityManager, season: number, episode: number): Promise<ReplayStepInput[]> {
  const rows: Array<{
    id: number;
    kind: string;
    detail: { votedOut?: number[] };
    points: Record<string, number>;
    occurred_at: Date | string;
  }> = await manager.query(
    'SELECT id, kind, detail, points, occurred_at FROM happenings WHERE season = $1 AND episode = $2 AND NOT undone ORDER BY id',
    [season, episode],
  );
  return rows.map((row) => ({
    kind: row.kind === 'correction' ? 'grid-save' : 'happening',
    happeningId: String(row.id),
    happeningKind: row.kind === 'correction' ? null : row.kind,
    time: new Date(row.occurred_at).toISOString(),
    points: row.points,
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
      const [league]: Array<{ season: number; weekly_elimination_cutoffs: Record<string, string> | null }> =
        await manager.query('SELECT season, weekly_elimination_cutoffs FROM leagues WHERE id = $1', [leagueId]);
      if (!league) throw notFound(MESSAGES.leagueNotFound);
      const wanted = season ?? league.season;
      const { episodes } = await this.seasons.requireEpisode(wanted, episode, 'all', 'episode', manager);
      const facts = await readStandingsFacts(manager, leagueId, wanted);
      const happenings = await readHappenings(manager, wanted, episode);
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
