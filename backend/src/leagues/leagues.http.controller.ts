import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  CommissionerSettingsSchema,
  ContinueLeagueRequestSchema,
  CreateLeagueRequestSchema,
  CreateLeagueResponse,
  EliminationCutoffsRequestSchema,
  JoinLeagueRequestSchema,
  JoinLeagueResponse,
  LeagueDetails,
  LeagueSummary,
  SeasonSchema,
  SetDraftDeadlineRequestSchema,
  StandingsHistory,
  StandingsQuerySchema,
} from '@tribal/contracts';
import { Request, Response } from 'express';
import { z } from 'zod';
import { AdminOnly, adminTokenOf } from '../admin/auth/admin.guard';
import { AdminAuthService } from '../admin/auth/admin-auth.service';
import { IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { SeasonExistsPipe } from '../seasons/season-exists.pipe';
import { ContinueLeague } from './commands/continue-league/continue-league.command';
import { CreateLeague } from './commands/create-league/create-league.command';
import { DeleteLeague } from './commands/delete-league/delete-league.command';
import { JoinLeague } from './commands/join-league/join-league.command';
import { RemoveMember } from './commands/remove-member/remove-member.command';
import { SetCommissionerSettings } from './commands/set-commissioner-settings/set-commissioner-settings.command';
import { SetDraftDeadline } from './commands/set-draft-deadline/set-draft-deadline.command';
import { SetEliminationCutoffs } from './commands/set-elimination-cutoffs/set-elimination-cutoffs.command';
import { CurrentStandings, GetStandings } from './queries/get-standings/get-standings.query';
import { GetStandingsAsOf } from './queries/get-standings/get-standings-as-of.query';
import { GetStandingsHistory } from './queries/get-standings/get-standings-history.query';
import { parseStandingsEtags } from './queries/get-standings/snapshot-cache';
import { GetLeague, ListLeagueDetails, ListLeagues } from './queries/list-leagues/list-leagues.query';

const OptionalSeason = z.object({ season: SeasonSchema.optional() });

/**
 * A proxy or CDN may answer standings for two seconds, and a little longer while it revalidates: on episode night
 * thousands ask for the same bytes, and a live viewer converges through the socket anyway.
 */
const STANDINGS_CACHE_CONTROL = 'public, max-age=2, stale-while-revalidate=30';

@Controller('api/leagues')
export class LeaguesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly auth: AdminAuthService,
  ) {}

  @Get()
  list(): Promise<LeagueSummary[]> {
    return this.queries.execute(new ListLeagues());
  }

  @Get('all')
  async listAll(@Req() request: Request): Promise<LeagueDetails[]> {
    const withEmails = await this.auth.isAdminRequest(adminTokenOf(request));
    return this.queries.execute(new ListLeagueDetails(withEmails));
  }

  @Get(':leagueId')
  async get(@Param('leagueId') leagueId: string, @Req() request: Request): Promise<LeagueDetails> {
    const withEmails = await this.auth.isAdminRequest(adminTokenOf(request));
    return this.queries.execute(new GetLeague(leagueId, withEmails));
  }

  /** The compact StandingsSnapshot; ETag names its version, and a matching If-None-Match answers 304. */
  @Get(':leagueId/standings')
  async standings(
    @Param('leagueId') leagueId: string,
    @Query(new ZodPipe(StandingsQuerySchema), SeasonExistsPipe) query: z.output<typeof StandingsQuerySchema>,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    if (query.asOfEpisode !== undefined) {
      const snapshot = await this.queries.execute(new GetStandingsAsOf(leagueId, query.asOfEpisode, query.season));
      // Past episodes change only when corrected: caches keep the answer and revalidate it by its ETag (304).
      response.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      response.json(snapshot);
      return;
    }
    const known = parseStandingsEtags(request.headers['if-none-match']);
    const current: CurrentStandings = await this.queries.execute(new GetStandings(leagueId, query.season, known));
    response.setHeader('ETag', current.etag);
    response.setHeader('Cache-Control', STANDINGS_CACHE_CONTROL);
    if (!current.encoded) {
      response.status(304).end();
      return;
    }
    response.type('application/json').send(current.encoded.json);
  }

  @Get(':leagueId/standings/history')
  history(
    @Param('leagueId') leagueId: string,
    @Query(new ZodPipe(OptionalSeason), SeasonExistsPipe) query: z.output<typeof OptionalSeason>,
  ): Promise<StandingsHistory> {
    return this.queries.execute(new GetStandingsHistory(leagueId, query.season));
  }

  @Post()
  @AdminOnly()
  create(
    @Body(new ZodPipe(CreateLeagueRequestSchema)) body: z.output<typeof CreateLeagueRequestSchema>,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<CreateLeagueResponse> {
    return this.commands.execute(new CreateLeague(body, idempotencyKey));
  }

  /** The league carries on into another season (admin): answers the league in its new season. */
  @Post(':leagueId/continue')
  @HttpCode(200)
  @AdminOnly()
  continueLeague(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(ContinueLeagueRequestSchema)) body: z.output<typeof ContinueLeagueRequestSchema>,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<LeagueDetails> {
    return this.commands.execute(new ContinueLeague(leagueId, body.season, idempotencyKey));
  }

  @Delete(':leagueId')
  @AdminOnly()
  remove(@Param('leagueId') leagueId: string, @IdempotencyKey() idempotencyKey?: string) {
    return this.commands.execute(new DeleteLeague(leagueId, idempotencyKey));
  }

  @Post(':leagueId/deadline')
  @HttpCode(200)
  @AdminOnly()
  setDraftDeadline(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(SetDraftDeadlineRequestSchema)) body: z.output<typeof SetDraftDeadlineRequestSchema>,
    @IdempotencyKey() idempotencyKey?: string,
  ) {
    const deadline = body.draftDeadline === null ? null : new Date(body.draftDeadline);
    return this.commands.execute(new SetDraftDeadline(leagueId, deadline, idempotencyKey));
  }

  @Put(':leagueId/elimination-cutoff')
  @AdminOnly()
  setEliminationCutoffs(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(EliminationCutoffsRequestSchema)) body: z.output<typeof EliminationCutoffsRequestSchema>,
    @IdempotencyKey() idempotencyKey?: string,
  ) {
    const cutoffs = Object.fromEntries(Object.entries(body.cutoffs).map(([episode, at]) => [episode, new Date(at)]));
    return this.commands.execute(new SetEliminationCutoffs(leagueId, cutoffs, idempotencyKey));
  }

  @Put(':leagueId/commissioner-settings')
  @AdminOnly()
  setCommissionerSettings(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(CommissionerSettingsSchema)) body: z.output<typeof CommissionerSettingsSchema>,
    @IdempotencyKey() idempotencyKey?: string,
  ) {
    return this.commands.execute(new SetCommissionerSettings(leagueId, body, idempotencyKey));
  }

  @Post(':leagueId/join')
  @HttpCode(201)
  join(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(JoinLeagueRequestSchema)) body: z.output<typeof JoinLeagueRequestSchema>,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<JoinLeagueResponse> {
    return this.commands.execute(new JoinLeague(leagueId, body, idempotencyKey));
  }

  @Delete(':leagueId/members/:userName')
  @AdminOnly()
  removeMember(
    @Param('leagueId') leagueId: string,
    @Param('userName') userName: string,
    @IdempotencyKey() idempotencyKey?: string,
  ) {
    return this.commands.execute(new RemoveMember(leagueId, userName, idempotencyKey));
  }
}
