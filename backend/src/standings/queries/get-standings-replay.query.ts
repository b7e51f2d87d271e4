import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { MESSAGES, StandingsReplay } from '@tribal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { notFound } from '../../common/domain-error';
import { readStandingsFacts } from '../standings-facts.sql';
import { ReplayStepInput, replayEpisode } from '../standings-replay';

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

/** The live feed's happenings of an episode, in order, without the undone ones. */
async function readHappenings(_manager: EntityManager, _season: number, _episode: number): Promise<ReplayStepInput[]> {
  return [];
}

@QueryHandler(GetStandingsReplay)
export class GetStandingsReplayHandler implements IQueryHandler<GetStandingsReplay> {
  constructor(private readonly db: DataSource) {}

  execute({ leagueId, episode, season }: GetStandingsReplay): Promise<StandingsReplay> {
    return this.db.transaction('REPEATABLE READ', async (manager) => {
      const [league]: Array<{ season: number }> = await manager.query('SELECT season FROM leagues WHERE id = $1', [
        leagueId,
      ]);
      if (!league) throw notFound(MESSAGES.leagueNotFound);
      const wanted = season ?? league.season;
      const facts = await readStandingsFacts(manager, leagueId, wanted);
      const happenings = await readHappenings(manager, wanted, episode);
      const replay = replayEpisode(facts, episode, happenings, await lastGridSave(manager, wanted, episode));
      return { leagueId, season: wanted, episode, ...replay };
    });
  }
}
