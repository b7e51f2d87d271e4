import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ActivateLeagueResponse,
  ActivateLeagueResponseSchema,
  ClaimCommissionerResponse,
  ClaimCommissionerResponseSchema,
  CodeRequestSchema,
  CommissionerEmailLinkRequestSchema,
  CommissionerSession,
  CommissionerSessionSchema,
  LEAGUE_MANAGER_MESSAGES,
  ManagedLeague,
  ManagedLeagueSchema,
  MessageResponseSchema,
} from '@tribal/contracts';
import { Request, Response } from 'express';
import { z } from 'zod';
import { Caller } from '../access/caller';
import { CommissionerSignedIn } from '../access/commissioner-signed-in.guard';
import { Answers, ApiTag } from '../common/api-answers';
import { clientAddressKeyOf } from '../common/client-address';
import { badRequest, notFound } from '../common/domain-error';
import { IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { setPersonSessionCookie } from '../people/auth/person-session-cookie';
import { PersonSessionsService } from '../people/auth/person-sessions.service';
import {
  CODE_CLAIM_LIMIT,
  limitByAddressAndEmail,
  SIGN_IN_LINK_LIMITS,
} from '../rate-limits/limit-by-address-and-email';
import { RateLimiter } from '../rate-limits/rate-limiter';
import { CommissionerAuthService } from './auth/commissioner-auth.service';
import { ActivateLeague } from './commands/activate-league/activate-league.command';
import { ClaimCommissioner } from './commands/claim-commissioner/claim-commissioner.command';
import { EmailCommissionerLink } from './commands/email-commissioner-link/email-commissioner-link.command';

/** A session's id is a UUID; anything else is refused before it reaches the database. */
/** The caller `@CommissionerSignedIn()` lets through. */
type CommissionerCaller = Extract<Caller, { kind: 'commissioner' }>;

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@ApiTag('Commissioners')
@Controller('api')
export class CommissionersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
    private readonly sessions: CommissionerAuthService,
    private readonly people: PersonSessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('leagues/activate')
  @HttpCode(200)
  @Answers(
    ActivateLeagueResponseSchema,
    'Open an emailed activation link: the league goes live, its commissioner signed in (as its commissioner and as the person of that address, by the session cookie) and joined',
  )
  async activate(
    @Body(new ZodPipe(CodeRequestSchema)) body: z.output<typeof CodeRequestSchema>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<ActivateLeagueResponse> {
    await this.limitClaims(request);
    const league = await this.commands.execute(
      new ActivateLeague(body.code, idempotencyKey, request.header('user-agent')),
    );
    // The link proved the address: the device is signed in as its person too (issue 29), so My leagues lists this
    // league with its Manage button, and every other entry of that address, with no second mail.
    setPersonSessionCookie(
      response,
      await this.people.openSession(league.email, undefined, request.header('user-agent')),
      this.config.secureCookies,
    );
    return league;
  }

  /** 202 with the same sentence whether or not the address runs a league. */
  @Post('commissioner/email-link')
  @HttpCode(202)
  @Answers(
    MessageResponseSchema,
    'Mail a commissioner sign-in link (the same answer whether or not the address runs a league)',
  )
  async emailLink(
    @Body(new ZodPipe(CommissionerEmailLinkRequestSchema)) body: z.output<typeof CommissionerEmailLinkRequestSchema>,
    @Req() request: Request,
  ): Promise<{ message: string }> {
    await limitByAddressAndEmail(this.limiter, request, {
      name: 'commissioner-link',
      email: body.email,
      ...SIGN_IN_LINK_LIMITS,
      refusal: LEAGUE_MANAGER_MESSAGES.tooManyLinkRequests,
    });
    await this.commands.execute(new EmailCommissionerLink(body.email));
    return { message: LEAGUE_MANAGER_MESSAGES.linkSent };
  }

  @Post('commissioner/claim')
  @HttpCode(200)
  @Answers(ClaimCommissionerResponseSchema, 'Exchange a mailed sign-in code for a commissioner token')
  async claim(
    @Body(new ZodPipe(CodeRequestSchema)) body: z.output<typeof CodeRequestSchema>,
    @Req() request: Request,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<ClaimCommissionerResponse> {
    await this.limitClaims(request);
    return this.commands.execute(new ClaimCommissioner(body.code, idempotencyKey, request.header('user-agent')));
  }

  /** The leagues the bearer's commissioner session may manage (401 without one). */
  @Get('commissioner/leagues')
  @Answers(z.array(ManagedLeagueSchema), 'The leagues this commissioner manages')
  @CommissionerSignedIn()
  leagues(@Caller() caller: CommissionerCaller): Promise<ManagedLeague[]> {
    return this.sessions.leaguesOf(caller.email);
  }

  /** Signs this device out: its token answers 401 from now on. */
  @Post('commissioner/logout')
  @HttpCode(200)
  @Answers(MessageResponseSchema, 'Sign this device out (its commissioner token answers 401 from then on)')
  @CommissionerSignedIn()
  async logout(@Caller() caller: CommissionerCaller): Promise<{ message: string }> {
    await this.sessions.endSessionById(caller.email, caller.sessionId);
    return { message: LEAGUE_MANAGER_MESSAGES.signedOut };
  }

  /** The devices signed in as the bearer's commissioner email (never a token); `thisDevice` marks the asker's. */
  @Get('commissioner/sessions')
  @Answers(
    z.array(CommissionerSessionSchema),
    'The devices signed in as this commissioner’s email (never a token); thisDevice marks the asker’s',
  )
  @CommissionerSignedIn()
  sessionList(@Caller() caller: CommissionerCaller): Promise<CommissionerSession[]> {
    return this.sessions.sessionsOf(caller.email, caller.sessionId);
  }

  /** "Sign out every other device": every session of the email but the asker's ends. */
  @Delete('commissioner/sessions')
  @HttpCode(200)
  @Answers(MessageResponseSchema, 'Sign out every other device of this commissioner’s email')
  @CommissionerSignedIn()
  async endOtherSessions(@Caller() caller: CommissionerCaller): Promise<{ message: string }> {
    await this.sessions.endOtherSessions(caller.email, caller.sessionId);
    return { message: LEAGUE_MANAGER_MESSAGES.otherSessionsEnded };
  }

  /** Ends one of the email's sessions (404 for an id that is not one of them, another commissioner's included). */
  @Delete('commissioner/sessions/:sessionId')
  @HttpCode(200)
  @Answers(
    MessageResponseSchema,
    'Sign out one device of this commissioner’s email (404 for an id that is not one of its sessions)',
  )
  @CommissionerSignedIn()
  async endSession(
    @Param('sessionId') sessionId: string,
    @Caller() caller: CommissionerCaller,
  ): Promise<{ message: string }> {
    if (!SESSION_ID.test(sessionId)) throw badRequest(LEAGUE_MANAGER_MESSAGES.invalidSessionId, 'sessionId');
    if (!(await this.sessions.endSessionById(caller.email, sessionId)))
      throw notFound(LEAGUE_MANAGER_MESSAGES.sessionNotFound);
    return { message: LEAGUE_MANAGER_MESSAGES.sessionEnded };
  }

  private limitClaims(request: Request): Promise<void> {
    return this.limiter.enforce(
      'commissioner-code-address',
      clientAddressKeyOf(request),
      CODE_CLAIM_LIMIT,
      LEAGUE_MANAGER_MESSAGES.tooManyClaims,
    );
  }
}
