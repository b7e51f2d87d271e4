import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  CommissionerSettingsSchema,
  ContinueLeagueRequestSchema,
  CreateLeagueRequestSchema,
  CreateLeagueResponse,
  CreateLeagueResponseSchema,
  DeleteLeagueRequestSchema,
  EliminationCutoffsRequestSchema,
  EmailLeagueRequestSchema,
  EmailProgress,
  EmailProgressSchema,
  HandOverLeagueRequestSchema,
  JOIN_CODE_MESSAGES,
  JoinLeagueRequestSchema,
  JoinLeagueResponse,
  JoinLeagueResponseSchema,
  LEAGUE_MANAGER_MESSAGES,
  LeagueDetails,
  LeagueDetailsSchema,
  LeagueRecordEntry,
  LeagueRecordEntrySchema,
  LeagueSummary,
  LeagueSummarySchema,
  MESSAGES,
  MessageResponseSchema,
  SendEmailToAllResponse,
  SendEmailToAllResponseSchema,
  SetDraftDeadlineRequestSchema,
  SetJoinCodeRequestSchema,
  StartLeagueRequestSchema,
} from '@tribal/contracts';
import { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { AdminOnly } from '../access/admin-only.guard';
import { Caller } from '../access/caller';
import { LeagueManager, ManagerRole } from '../access/league-manager.guard';
import { cameAsAdmin, can } from '../access/policies';
import { ReadsCaller } from '../access/reads-caller.guard';
import { StartLeague } from '../commissioners/commands/start-league/start-league.command';
import { Answers, ApiTag } from '../common/api-answers';
import { badRequest, notFound, unauthorized } from '../common/domain-error';
import { IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LeagueManagerRole } from '../game/league-manager-role';
import { countOutboxByStatus } from '../mail/mail-status';
import { limitByAddressAndEmail } from '../rate-limits/limit-by-address-and-email';
import { RateLimiter } from '../rate-limits/rate-limiter';
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
import { leagueEmailWasSent } from './leagues.sql';
import { GetLeagueRecord } from './queries/get-league-record/get-league-record.query';
import { GetLeague, ListLeagueDetails, ListLeagues } from './queries/list-leagues/list-leagues.query';

const HOUR = 3600_000;
const COMMAND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Self-serve starts: a few leagues an hour from one address or for one commissioner email. */
export const STARTS_PER_ADDRESS_PER_HOUR = 10;
export const STARTS_PER_EMAIL_PER_HOUR = 5;

@ApiTag('Leagues')
@Controller('api/leagues')
export class LeaguesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Answers(z.array(LeagueSummarySchema), 'Leagues to join')
  list(): Promise<LeagueSummary[]> {
    return this.queries.execute(new ListLeagues());
  }

  /** Every league's details; the admin also sees the members' emails. */
  @Get('all')
  @Answers(z.array(LeagueDetailsSchema), 'Every league with its members')
  @ReadsCaller()
  listAll(@Caller() caller: Caller): Promise<LeagueDetails[]> {
    return this.queries.execute(new ListLeagueDetails(can(caller, 'league:see-member-emails')));
  }

  /** The admin also sees the members' emails; whoever manages the league, its join code (for the invite link). */
  @Get(':leagueId')
  @Answers(LeagueDetailsSchema, 'One league with its members')
  @ReadsCaller()
  get(@Param('leagueId') leagueId: string, @Caller() caller: Caller): Promise<LeagueDetails> {
    const withEmails = can(caller, 'league:see-member-emails');
    return this.queries.execute(new GetLeague(leagueId, withEmails, can(caller, 'league:see-join-code', leagueId)));
  }

  /**
   * With the admin's token: today's create (201, the league at once). Without: the self-serve start (202), the
   * league waiting for its commissioner to open the emailed activation link.
   */
  @Post()
  @Answers(
    z.union([CreateLeagueResponseSchema, MessageResponseSchema]),
    'The admin creates a league (201, the league at once); anyone else starts one with a commissioner email ' +
      '(202, listed once the emailed activation link is opened; the same 202 when that email already runs a league ' +
      'of that name, which its owner is told by mail)',
    { body: z.union([CreateLeagueRequestSchema, StartLeagueRequestSchema]) },
  )
  @ReadsCaller()
  async create(
    @Body() raw: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Caller() caller: Caller,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<CreateLeagueResponse | { message: string }> {
    if (can(caller, 'league:create-at-once')) {
      const body = new ZodPipe(CreateLeagueRequestSchema).transform(raw);
      return this.commands.execute(new CreateLeague(body, idempotencyKey));
    }
    // An admin whose session ended (the admin's form sends no commissioner email) hears that, not a form error.
    const selfServe = typeof raw === 'object' && raw !== null && 'commissionerEmail' in raw;
    if (cameAsAdmin(caller) && !selfServe) throw unauthorized(MESSAGES.adminSignInRequired);
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
  @Answers(LeagueDetailsSchema, 'Carry the league on into another season (past members are mailed a rejoin link)')
  continueLeague(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(ContinueLeagueRequestSchema)) body: z.output<typeof ContinueLeagueRequestSchema>,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<LeagueDetails> {
    return this.commands.execute(new ContinueLeague(leagueId, body.season, idempotencyKey));
  }

  @Delete(':leagueId')
  @LeagueManager()
  @Answers(MessageResponseSchema, 'Delete a league (a commissioner confirms with its exact name)', {
    bodyOptional: true,
  })
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
  @Answers(MessageResponseSchema, 'Set the draft deadline (a commissioner: ahead of time, not once passed)')
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
  @Answers(MessageResponseSchema, 'Set weekly pick cutoffs (a commissioner: ahead of time, not once passed or aired)')
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
  @Answers(MessageResponseSchema, 'Payment handles, entry fee and payouts')
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
  @Answers(MessageResponseSchema, 'Hand the league to another member')
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
  @Answers(
    SendEmailToAllResponseSchema,
    'Email the league’s members (5 a day per league, 10 per commissioner email; a retry counts once)',
  )
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
  @Answers(EmailProgressSchema, 'Delivery progress of an email to the league (404 for another league’s send)')
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
  @Answers(z.array(LeagueRecordEntrySchema), 'What the admin and the commissioner changed, newest first')
  record(@Param('leagueId') leagueId: string): Promise<LeagueRecordEntry[]> {
    return this.queries.execute(new GetLeagueRecord(leagueId));
  }

  /**
   * Needs the league's join code when it has one (403 'Incorrect password'). Limited per client address and per
   * email (429), wrong codes included: nobody guesses a code or enrols a list of strangers' addresses.
   */
  @Post(':leagueId/join')
  @HttpCode(201)
  @ReadsCaller()
  @Answers(
    JoinLeagueResponseSchema,
    'Join a league (answers the entry token; 409 when the league has MAX_LEAGUE_MEMBERS members); 429 with ' +
      'Retry-After after too many joins from one address or email, or for 15 minutes after 30 wrong codes for the ' +
      'league in an hour',
  )
  async join(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(JoinLeagueRequestSchema)) body: z.output<typeof JoinLeagueRequestSchema>,
    @Req() request: Request,
    @Caller() caller: Caller,
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
    const signedInAs = caller.kind === 'person' ? caller.email : undefined;
    return this.commands.execute(new JoinLeague(leagueId, body, idempotencyKey, signedInAs));
  }

  /** The admin or the commissioner changes the join code, or clears it (null or empty: anyone may join). */
  @Put(':leagueId/join-code')
  @LeagueManager()
  @Answers(
    MessageResponseSchema,
    'Change the join code (at least 6 characters), or clear it (null or empty) to let anyone join',
  )
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
  @Answers(MessageResponseSchema, 'Remove a member')
  removeMember(
    @Param('leagueId') leagueId: string,
    @Param('userName') userName: string,
    @ManagerRole() actor: LeagueManagerRole,
    @IdempotencyKey() idempotencyKey?: string,
  ) {
    return this.commands.execute(new RemoveMember(leagueId, userName, idempotencyKey, actor));
  }
}
