import { Body, Controller, Get, Headers, Param, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  MessageResponseSchema,
  PredictionRequest,
  PredictionRequestSchema,
  PredictionsResponse,
  PredictionsResponseSchema,
  ScoringPreviewResponse,
  ScoringTable,
  ScoringTablePutQuerySchema,
  ScoringTablePutResponseSchema,
  ScoringTableResponse,
  ScoringTableResponseSchema,
  ScoringTableSaved,
  ScoringTableSchema,
} from '@tribal/contracts';
import { z } from 'zod';
import { Caller } from '../access/caller';
import { LeagueManager, ManagerRole } from '../access/league-manager.guard';
import { ReadsCaller } from '../access/reads-caller.guard';
import { Answers, ApiTag } from '../common/api-answers';
import { badRequest } from '../common/domain-error';
import { IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { LeagueManagerRole } from '../game/league-manager-role';
import { ChangeScoringTable } from './commands/change-scoring-table.command';
import { MakeSolePrediction } from './commands/make-sole-prediction.command';
import { GetScoringTable, ListSolePredictions, PreviewScoringTable } from './queries/league-scoring.queries';

/** `If-Match: <standings version>` (quotes allowed, as an ETag); absent or `*`: the last save wins. */
function standingsVersionOf(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined || ifMatch === '' || ifMatch === '*') return undefined;
  const version = Number(ifMatch.replace(/^W\//, '').replace(/"/g, ''));
  if (!Number.isInteger(version) || version < 0) throw badRequest('If-Match must be a standings version number.');
  return version;
}

@ApiTag('Scoring table')
@Controller('api/leagues')
export class LeagueScoringController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Public, like the league's standings and record: the table decides the standings everyone can see. */
  @Get(':leagueId/scoring')
  @Answers(ScoringTableResponseSchema, 'The league’s scoring table (Classic until changed), locked after the finale')
  table(@Param('leagueId') leagueId: string): Promise<ScoringTableResponse> {
    return this.queries.execute(new GetScoringTable(leagueId));
  }

  @Put(':leagueId/scoring')
  @LeagueManager()
  @Answers(
    ScoringTablePutResponseSchema,
    'Change the table: standings recomputed, members mailed (`?preview=true`: before and after, nothing changed)',
    { query: ScoringTablePutQuerySchema },
  )
  change(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(ScoringTableSchema)) table: ScoringTable,
    @Query(new ZodPipe(ScoringTablePutQuerySchema)) query: z.output<typeof ScoringTablePutQuerySchema>,
    @ManagerRole() actor: LeagueManagerRole,
    @Headers('if-match') ifMatch?: string,
    @IdempotencyKey() key?: string,
  ): Promise<ScoringPreviewResponse | ScoringTableSaved> {
    if (query.preview === 'true') return this.queries.execute(new PreviewScoringTable(leagueId, table));
    return this.commands.execute(new ChangeScoringTable(leagueId, table, actor, standingsVersionOf(ifMatch), key));
  }

  @Put(':leagueId/prediction')
  @ReadsCaller('entry')
  @Answers(MessageResponseSchema, 'Make or change the member’s Sole Survivor prediction (sealed until the deadline)')
  predict(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(PredictionRequestSchema)) body: PredictionRequest,
    @Caller() caller: Caller,
    @IdempotencyKey() key?: string,
  ): Promise<{ message: string }> {
    return this.commands.execute(new MakeSolePrediction(leagueId, body.castawayId, caller, key));
  }

  @Get(':leagueId/predictions')
  @ReadsCaller('entry')
  @Answers(PredictionsResponseSchema, 'Sole Survivor predictions (sealed until the deadline: only the caller’s own)')
  predictions(@Param('leagueId') leagueId: string, @Caller() caller: Caller): Promise<PredictionsResponse> {
    return this.queries.execute(new ListSolePredictions(leagueId, caller));
  }
}
