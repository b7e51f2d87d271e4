import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import {
  CLASSIC_SCORING_TABLE,
  PredictionsResponse,
  picksUnsealed,
  predictionDeadlineInForce,
  SCORING_TABLE_MESSAGES,
  ScoringPreviewResponse,
  ScoringTable,
  ScoringTableResponse,
} from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { Caller } from '../../access/caller';
import { can } from '../../access/policies';
import { Clock } from '../../common/clock';
import { conflict } from '../../common/domain-error';
import { readSeasonSchedule } from '../../game/season-schedule.sql';
import { SeasonsService } from '../../game/seasons.service';
import { standingsAsOf } from '../../standings/domain/standings.fold';
import { readStandingsFacts } from '../../standings/standings.sql';
import { scoringTableContext } from '../commands/change-scoring-table.command';
import { readFinaleProgress, readLeagueScoringTable, readSolePredictions } from '../league-scoring.sql';

/** GET /api/leagues/{id}/scoring: the league's table (Classic until changed), whether it is locked, and versions. */
export class GetScoringTable extends Query<ScoringTableResponse> {
  constructor(readonly leagueId: string) {
    super();
  }
}

@QueryHandler(GetScoringTable)
export class GetScoringTableHandler implements IQueryHandler<GetScoringTable> {
  constructor(
    private readonly db: DataSource,
    private readonly seasons: SeasonsService,
  ) {}

  execute({ leagueId }: GetScoringTable): Promise<ScoringTableResponse> {
    return this.db.transaction('REPEATABLE READ', async (manager) => {
      const { league, locked, standingsVersion } = await scoringTableContext({ manager }, this.seasons, leagueId);
      const table = (await readLeagueScoringTable(manager, leagueId, league.season)) ?? CLASSIC_SCORING_TABLE;
      const schedule = await readSeasonSchedule(manager, league.season);
      return {
        preset: table.preset,
        points: table.points,
        finalPlacement: table.finalPlacement,
        solePrediction: table.solePrediction,
        predictionDeadline: predictionDeadlineInForce(table.predictionDeadline, schedule),
        locked,
        standingsVersion,
      };
    });
  }
}

/**
 * PUT …/scoring?preview=true: each member's total and rank now and under the proposed table, from the same facts
 * by the same fold (standings/domain) the recompute is proven against; read-only, nothing changes. Sorted by the
 * rank under the new table.
 */
export class PreviewScoringTable extends Query<ScoringPreviewResponse> {
  constructor(
    readonly leagueId: string,
    readonly table: ScoringTable,
  ) {
    super();
  }
}

const LATEST = Number.MAX_SAFE_INTEGER;

@QueryHandler(PreviewScoringTable)
export class PreviewScoringTableHandler implements IQueryHandler<PreviewScoringTable> {
  constructor(
    private readonly db: DataSource,
    private readonly seasons: SeasonsService,
  ) {}

  execute({ leagueId, table }: PreviewScoringTable): Promise<ScoringPreviewResponse> {
    return this.db.transaction('REPEATABLE READ', async (manager) => {
      const { league, locked } = await scoringTableContext({ manager }, this.seasons, leagueId);
      if (locked) throw conflict(SCORING_TABLE_MESSAGES.locked);
      const facts = await readStandingsFacts(manager, leagueId, league.season);
      const before = new Map(standingsAsOf(facts, LATEST).map((row) => [row.userName, row]));
      const after = standingsAsOf({ ...facts, table }, LATEST);
      return {
        rows: after.map((row) => ({
          userName: row.userName,
          before: { total: before.get(row.userName)?.total ?? 0, rank: before.get(row.userName)?.rank ?? row.rank },
          after: { total: row.total, rank: row.rank },
        })),
      };
    });
  }
}

/**
 * GET /api/leagues/{id}/predictions: sealed like a weekly pick (contracts' `picksUnsealed`): until the later of the
 * deadline and the premiere's air time (or once the Sole Survivor is known), everyone sees only their own (the
 * admin every one: `picks:see-sealed`), with `sealed: true`.
 */
export class ListSolePredictions extends Query<PredictionsResponse> {
  constructor(
    readonly leagueId: string,
    readonly caller: Caller,
  ) {
    super();
  }
}

@QueryHandler(ListSolePredictions)
export class ListSolePredictionsHandler implements IQueryHandler<ListSolePredictions> {
  constructor(
    private readonly db: DataSource,
    private readonly seasons: SeasonsService,
    private readonly clock: Clock,
  ) {}

  execute({ leagueId, caller }: ListSolePredictions): Promise<PredictionsResponse> {
    return this.db.transaction('REPEATABLE READ', async (manager) => {
      const { league } = await scoringTableContext({ manager }, this.seasons, leagueId);
      const table = (await readLeagueScoringTable(manager, leagueId, league.season)) ?? CLASSIC_SCORING_TABLE;
      const schedule = await readSeasonSchedule(manager, league.season);
      const deadline = predictionDeadlineInForce(table.predictionDeadline, schedule);
      const { winnerKnown } = await readFinaleProgress(manager, league.season);
      const sealed = !picksUnsealed(deadline, schedule['1'], winnerKnown, this.clock.now().getTime());
      const predictions = await readSolePredictions(manager, leagueId, league.season);
      return {
        deadline,
        sealed,
        predictions: sealed
          ? predictions.filter((p) => can(caller, 'picks:see-sealed', { leagueId, userName: p.userName }))
          : predictions,
      };
    });
  }
}
