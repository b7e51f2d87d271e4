import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  CommissionerSettingsSchema,
  ContinueLeagueRequestSchema,
  CreateLeagueRequestSchema,
  CreateLeagueResponse,
  DeleteLeagueRequestSchema,
  EliminationCutoffsRequestSchema,
  EmailLeagueRequestSchema,
  EmailProgress,
  HandOverLeagueRequestSchema,
  JOIN_CODE_MESSAGES,
  JoinLeagueRequestSchema,
  JoinLeagueResponse,
  LEAGUE_MANAGER_MESSAGES,
  LeagueDetails,
  LeagueRecordEntry,
  LeagueSummary,
  MESSAGES,
  SendEmailToAllResponse,
  SetDraftDeadlineRequestSchema,
  SetJoinCodeRequestSchema,
  StandingsHistory,
  StandingsQuerySchema,
  StartLeagueRequestSchema,
} from '@tribal/contracts';
import { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { AdminOnly, adminTokenOf } from '../admin/auth/admin.guard';
import { AdminAuthService } from '../admin/auth/admin-auth.service';
import { CommissionerAuthService } from '../commissioners/auth/commissioner-auth.service';
import { LeagueManager, ManagerRole } from '../commissioners/auth/league-manager.guard';
import { StartLeague } from '../commissioners/commands/start-league/start-league.command';
import { badRequest, notFound, unauthorized } from '../common/domain-error';
import { limitByAddressAndEmail } from '../common/limit-by-address-and-email';
import { IdempotencyKey } from '../common/request-context';
import { SeasonQuery } from '../common/season-query';
import { ZodPipe } from '../common/zod-body.pipe';
import { AppConfig } from '../config/app-config';
import { countOutboxByStatus } from '../mail/mail-status';
import { RateLimiter } from '../rate-limits/rate-limiter';
import { APP_CONFIG } from '../redis/redis-availability';
import { SeasonExistsPipe } from '../seasons/season-exists.pipe';
import { CurrentStandings, GetStandings } from '../standings/queries/get-standings/get-standings.query';
import { GetStandingsAsOf } from '../standings/queries/get-standings/get-standings-as-of.query';
import { GetStandingsHistory } from '../standings/queries/get-standings/get-standings-history.query';
import { parseStandingsEtags } from '../standings/queries/get-standings/snapshot-cache';
import { ContinueLeague } from './commands/continue-league/continue-league.command';
import { CreateLeague } from './commands/create-league/create-league.command';
import { DeleteLeague } from './commands/delete-league/delete-league.command';
import {
  EmailLeagueMembers,
  leagueEmailIntentPrefix,
} from './commands/email-league-members/email-league-members.command';
import { HandOverLeague } from './commands/hand-over-league/hand-over-league.command';
import { JoinLeague } from './commands/join-league/join-league.command';
import { RemoveMember } from './commands/remove-member/remove-member.command';
import { SetCommissionerSettings } from './commands/set-commissioner-settings/set-commissioner-settings.command';
import { SetDraftDeadline } from './commands/set-draft-deadline/set-draft-deadline.command';
import { SetEliminationCutoffs } from './commands/set-elimination-cutoffs/set-elimination-cutoffs.command';
import { SetJoinCode } from './commands/set-join-code/set-join-code.command';
import { LeagueManagerRole } from './domain/league.decider';
import { leagueEmailWasSent } from './leagues.sql';
import { GetLeagueRecord } from './queries/get-league-record/get-league-record.query';
import { GetLeague, ListLeagueDetails, ListLeagues } from './queries/list-leagues/list-leagues.query';

const HOUR = 3600_000;
const COMMAND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Self-serve starts: a few leagues an hour from one address or for one commissioner email. */
export const STARTS_PER_ADDRESS_PER_HOUR = 10;
export const STARTS_PER_EMAIL_PER_HOUR = 5;

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
    private readonly commissioners: CommissionerAuthService,
    private readonly limiter: RateLimiter,
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
    const token = adminTokenOf(request);
    const withEmails = await this.auth.isAdminRequest(token);
    const league = await this.queries.execute(new GetLeague(leagueId, withEmails));
    if (withEmails) return league;
    // The league's own commissioner also sees its join code (for the invite link on its settings), never emails.
    const email = await this.commissioners.emailOf(token);
    if (email === null) return league;
    const theirs = (await this.commissioners.leaguesOf(email)).some((own) => own.id === leagueId);
    return theirs ? this.queries.execute(new GetLeague(leagueId, false, true)) : league;
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
  history(@Param('leagueId') leagueId: string, @SeasonQuery() season: number | undefined): Promise<StandingsHistory> {
    return this.queries.execute(new GetStandingsHistory(leagueId, season));
  }

  /**
   * With the admin's token: today's create (201, the league at once). Without: the self-serve start (202), the
   * league waiting for its commissioner to open the emailed activation link.
   */
  @Post()
  async create(
    @Body() raw: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<CreateLeagueResponse | { message: string }> {
    const token = adminTokenOf(request);
    if (await this.auth.isAdminRequest(token)) {
      const body = new ZodPipe(CreateLeagueRequestSchema).transform(raw);
      return this.commands.execute(new CreateLeague(body, idempotencyKey));
    }
    // An admin whose session ended (the admin's form sends no commissioner email) hears that, not a form error.
    const selfServe = typeof raw === 'object' && raw !== null && 'commissionerEmail' in raw;
    if (token && !selfServe) throw unauthorized(MESSAGES.adminSignInRequired);
    const body = new ZodPipe(StartLeagueRequestSchema).transform(raw);
    await limitByAddressAndEmail(this.limiter, request, {
      name: 'start-league',
      email: body.commissionerEmail,
      perAddress: STARTS_PER_ADDRESS_PER_HOUR,
      perEmail: STARTS_PER_EMAIL_PER_HOUR,
      windowMs: HOUR,
      refusal: LEAGUE_MANAGER_MESSAGES.tooManyLeagues,
    });
    const answer = await this.commands.execute(new StartLeague(body, idempotencyKey));
    response.status(202);
    return answer;
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
  @LeagueManager()
  remove(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(DeleteLeagueRequestSchema)) body: z.output<typeof DeleteLeagueRequestSchema>,
    @ManagerRole() actor: LeagueManagerRole,
    @IdempotencyKey() idempotencyKey?: string,
  ) {
    return this.commands.execute(new DeleteLeague(leagueId, idempotencyKey, actor, body.leagueName));
  }

  @Post(':leagueId/deadline')
  @HttpCode(200)
  @LeagueManager()
  setDraftDeadline(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(SetDraftDeadlineRequestSchema)) body: z.output<typeof SetDraftDeadlineRequestSchema>,
    @ManagerRole() actor: LeagueManagerRole,
    @IdempotencyKey() idempotencyKey?: string,
  ) {
    const deadline = body.draftDeadline === null ? null : new Date(body.draftDeadline);
    return this.commands.execute(new SetDraftDeadline(leagueId, deadline, idempotencyKey, actor));
  }

  @Put(':leagueId/elimination-cutoff')
  @LeagueManager()
  setEliminationCutoffs(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(EliminationCutoffsRequestSchema)) body: z.output<typeof EliminationCutoffsRequestSchema>,
    @ManagerRole() actor: LeagueManagerRole,
    @IdempotencyKey() idempotencyKey?: string,
  ) {
    const cutoffs = Object.fromEntries(Object.entries(body.cutoffs).map(([episode, at]) => [episode, new Date(at)]));
    return this.commands.execute(new SetEliminationCutoffs(leagueId, cutoffs, idempotencyKey, actor));
  }

  @Put(':leagueId/commissioner-settings')
  @LeagueManager()
  setCommissionerSettings(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(CommissionerSettingsSchema)) body: z.output<typeof CommissionerSettingsSchema>,
    @ManagerRole() actor: LeagueManagerRole,
    @IdempotencyKey() idempotencyKey?: string,
  ) {
    return this.commands.execute(new SetCommissionerSettings(leagueId, body, idempotencyKey, actor));
  }

  /** Hands the league to another member (400 for a name that is not one). */
  @Post(':leagueId/commissioner')
  @HttpCode(200)
  @LeagueManager()
  handOver(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(HandOverLeagueRequestSchema)) body: z.output<typeof HandOverLeagueRequestSchema>,
    @ManagerRole() actor: LeagueManagerRole,
    @IdempotencyKey() idempotencyKey?: string,
  ) {
    return this.commands.execute(new HandOverLeague(leagueId, body.userName, actor, idempotencyKey));
  }

  /**
   * 202: one mail per member address is queued; follow it with the progress call. Limited per league and per
   * commissioner email (429), decided in the command so that a retry of one send counts once.
   */
  @Post(':leagueId/email')
  @HttpCode(202)
  @LeagueManager()
  async email(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(EmailLeagueRequestSchema)) body: z.output<typeof EmailLeagueRequestSchema>,
    @ManagerRole() actor: LeagueManagerRole,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<SendEmailToAllResponse> {
    return this.commands.execute(new EmailLeagueMembers(leagueId, body, actor, idempotencyKey));
  }

  /** 404 for a send of another league: a commissioner follows only their own league's mail (issue 33, N12). */
  @Get(':leagueId/email/:commandId/progress')
  @LeagueManager()
  async emailProgress(
    @Param('leagueId') leagueId: string,
    @Param('commandId') commandId: string,
  ): Promise<EmailProgress> {
    if (!COMMAND_ID.test(commandId)) throw badRequest('commandId must be the id a send answered.', 'commandId');
    if (!(await leagueEmailWasSent(this.db.manager, leagueId, commandId)))
      throw notFound(LEAGUE_MANAGER_MESSAGES.unknownLeagueEmail);
    return countOutboxByStatus(this.db.manager, leagueEmailIntentPrefix(commandId));
  }

  /** Public: what the site admin and the commissioner changed, newest first (no emails, real names or sealed picks). */
  @Get(':leagueId/record')
  record(@Param('leagueId') leagueId: string): Promise<LeagueRecordEntry[]> {
    return this.queries.execute(new GetLeagueRecord(leagueId));
  }

  /**
   * Needs the league's join code when it has one (403 'Incorrect password'). Limited per client address and per
   * email (429), wrong codes included: nobody guesses a code or enrols a list of strangers' addresses.
   */
  @Post(':leagueId/join')
  @HttpCode(201)
  async join(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(JoinLeagueRequestSchema)) body: z.output<typeof JoinLeagueRequestSchema>,
    @Req() request: Request,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<JoinLeagueResponse> {
    await limitByAddressAndEmail(this.limiter, request, {
      name: 'join',
      email: body.email,
      perAddress: this.config.joinsPerAddressPerHour,
      perEmail: this.config.joinsPerEmailPerHour,
      windowMs: HOUR,
      refusal: JOIN_CODE_MESSAGES.tooManyJoins,
    });
    return this.commands.execute(new JoinLeague(leagueId, body, idempotencyKey));
  }

  /** The admin or the commissioner changes the join code, or clears it (null or empty: anyone may join). */
  @Put(':leagueId/join-code')
  @LeagueManager()
  setJoinCode(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(SetJoinCodeRequestSchema)) body: z.output<typeof SetJoinCodeRequestSchema>,
    @ManagerRole() actor: LeagueManagerRole,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<{ message: string }> {
    return this.commands.execute(new SetJoinCode(leagueId, body.joinCode, idempotencyKey, actor));
  }

  @Delete(':leagueId/members/:userName')
  @LeagueManager()
  removeMember(
    @Param('leagueId') leagueId: string,
    @Param('userName') userName: string,
    @ManagerRole() actor: LeagueManagerRole,
    @IdempotencyKey() idempotencyKey?: string,
  ) {
    return this.commands.execute(new RemoveMember(leagueId, userName, idempotencyKey, actor));
  }
}
