import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, EventBus } from '@nestjs/cqrs';
import {
  AttachEntriesRequestSchema,
  ME_MESSAGES,
  Me,
  MeQuerySchema,
  MeSchema,
  MessageResponseSchema,
  PersonSession,
  PersonSessionSchema,
  SignInLinkRequestSchema,
  SignInRequestSchema,
  SignInResponse,
  SignInResponseSchema,
} from '@tribal/contracts';
import { Request, Response } from 'express';
import { z } from 'zod';
import { Caller } from '../access/caller';
import { PersonSignedIn } from '../access/person-signed-in.guard';
import { Answers, ApiTag } from '../common/api-answers';
import { clientAddressKeyOf } from '../common/client-address';
import { badRequest, notFound } from '../common/domain-error';
import { IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import {
  CODE_CLAIM_LIMIT,
  limitByAddressAndEmail,
  SIGN_IN_LINK_LIMITS,
} from '../rate-limits/limit-by-address-and-email';
import { RateLimiter } from '../rate-limits/rate-limiter';
import { DevicesSignedOut } from './auth/devices-signed-out.notification';
import { clearPersonSessionCookie, setPersonSessionCookie } from './auth/person-session-cookie';
import { PersonSessionsService } from './auth/person-sessions.service';
import { AttachEntries } from './commands/attach-entries/attach-entries.command';
import { EmailSignInLink } from './commands/email-sign-in-link/email-sign-in-link.command';
import { SignIn } from './commands/sign-in/sign-in.command';
import { MyLeagues } from './my-leagues';

/** The caller `@PersonSignedIn()` lets through. */
type PersonCaller = Extract<Caller, { kind: 'person' }>;

/** A session's id is a UUID; anything else is refused before it reaches the database. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Issue 29: a person signs in once per device and sees every entry and league of theirs. */
@ApiTag('Me')
@Controller('api/me')
export class MeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly events: EventBus,
    private readonly limiter: RateLimiter,
    private readonly sessions: PersonSessionsService,
    private readonly myLeagues: MyLeagues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 202 with the same sentence whether or not the app knows the address. */
  @Post('sign-in-link')
  @HttpCode(202)
  @Answers(
    MessageResponseSchema,
    'Mail a sign-in link (the same answer whether or not the address is known); 429 after too many from one ' +
      'client address or for one email',
  )
  async signInLink(
    @Body(new ZodPipe(SignInLinkRequestSchema)) body: z.output<typeof SignInLinkRequestSchema>,
    @Req() request: Request,
  ): Promise<{ message: string }> {
    await limitByAddressAndEmail(this.limiter, request, {
      name: 'person-link',
      email: body.email,
      ...SIGN_IN_LINK_LIMITS,
      refusal: ME_MESSAGES.tooManyLinkRequests,
    });
    await this.commands.execute(new EmailSignInLink(body.email));
    return { message: ME_MESSAGES.linkSent };
  }

  /** The token is answered for API clients and set as the HttpOnly cookie for the web app. */
  @Post('sign-in')
  @HttpCode(200)
  @Answers(
    SignInResponseSchema,
    'Exchange a mailed sign-in code for a person session (answered, and set as the cookie); 400 for a wrong ' +
      'code, 410 for a used or expired one',
  )
  async signIn(
    @Body(new ZodPipe(SignInRequestSchema)) body: z.output<typeof SignInRequestSchema>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<SignInResponse> {
    await this.limiter.enforce(
      'person-code-address',
      clientAddressKeyOf(request),
      CODE_CLAIM_LIMIT,
      ME_MESSAGES.tooManyLinkRequests,
    );
    const signedIn: SignInResponse = await this.commands.execute(
      new SignIn(body.code, idempotencyKey, request.header('user-agent')),
    );
    setPersonSessionCookie(response, signedIn.token, this.config.secureCookies);
    return signedIn;
  }

  @Get()
  @Answers(
    MeSchema,
    'My leagues: every entry the person owns (rank, total, what is due next, unread chat) and the leagues they run; ' +
      'with tz the unread counts leave out what the chat still holds back from a viewer in that zone',
  )
  @PersonSignedIn()
  me(
    @Query(new ZodPipe(MeQuerySchema)) query: z.output<typeof MeQuerySchema>,
    @Caller() caller: PersonCaller,
  ): Promise<Me> {
    return this.myLeaguesAsked(caller, query);
  }

  /** The seed's saved user (a browser's entry tokens) becomes the person's at their first sign-in. */
  @Post('entries')
  @HttpCode(200)
  @Answers(
    MeSchema,
    'Attach the entries this browser holds by their tokens to the person (all or nothing: 403 when a token opens ' +
      'no entry of its league); answers My leagues as GET /api/me does, its unread counts shielded for tz',
  )
  @PersonSignedIn()
  async attachEntries(
    @Body(new ZodPipe(AttachEntriesRequestSchema)) body: z.output<typeof AttachEntriesRequestSchema>,
    @Query(new ZodPipe(MeQuerySchema)) query: z.output<typeof MeQuerySchema>,
    @Caller() caller: PersonCaller,
  ): Promise<Me> {
    await this.commands.execute(new AttachEntries(caller.email, body.entries));
    return this.myLeaguesAsked(caller, query);
  }

  /**
   * My leagues as the caller asked for them: every answer of it (GET /api/me, an attach) leaves out of the unread
   * counts what the chat still holds back from a viewer in `tz`, so no answer shows a count the chat would not.
   */
  private myLeaguesAsked(caller: PersonCaller, query: z.output<typeof MeQuerySchema>): Promise<Me> {
    return this.myLeagues.of(caller.email, query.tz);
  }

  @Get('sessions')
  @Answers(
    z.array(PersonSessionSchema),
    'The devices signed in as this person (never a token); thisDevice marks the asker’s',
  )
  @PersonSignedIn()
  sessionList(@Caller() caller: PersonCaller): Promise<PersonSession[]> {
    return this.sessions.sessionsOf(caller.email, caller.sessionId);
  }

  /** Ends one of the person's sessions (404 for an id that is not one of theirs, another person's included). */
  @Delete('sessions/:sessionId')
  @HttpCode(200)
  @Answers(MessageResponseSchema, 'Sign out one device of this person (404 for an id that is not one of theirs)')
  @PersonSignedIn()
  async endSession(
    @Param('sessionId') sessionId: string,
    @Caller() caller: PersonCaller,
  ): Promise<{ message: string }> {
    if (!SESSION_ID.test(sessionId)) throw badRequest(ME_MESSAGES.invalidSessionId, 'sessionId');
    if (!(await this.sessions.endSessionById(caller.email, sessionId))) throw notFound(ME_MESSAGES.sessionNotFound);
    this.events.publish(new DevicesSignedOut(caller.email, [sessionId]));
    return { message: ME_MESSAGES.sessionEnded };
  }

  /** Signs this device out (its token answers 401 from then on); every entry stays as it was. */
  @Post('sign-out')
  @HttpCode(200)
  @Answers(MessageResponseSchema, 'Sign this device out (its session answers 401 from then on; no entry changes)')
  @PersonSignedIn()
  async signOut(
    @Caller() caller: PersonCaller,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ message: string }> {
    await this.sessions.endSessionById(caller.email, caller.sessionId);
    this.events.publish(new DevicesSignedOut(caller.email, [caller.sessionId]));
    clearPersonSessionCookie(response);
    return { message: ME_MESSAGES.signedOut };
  }
}
