import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import {
  MessageResponseSchema,
  PASSKEY_MESSAGES,
  Passkey,
  PasskeyAuthenticationRequestSchema,
  PasskeyOptions,
  PasskeyOptionsSchema,
  PasskeyRegistrationRequestSchema,
  PasskeySchema,
  SignInResponse,
  SignInResponseSchema,
} from '@tribal/contracts';
import { Request, Response } from 'express';
import { z } from 'zod';
import { Caller } from '../../access/caller';
import { PersonSignedIn } from '../../access/person-signed-in.guard';
import { Answers, ApiTag } from '../../common/api-answers';
import { clientAddressKeyOf } from '../../common/client-address';
import { badRequest, notFound } from '../../common/domain-error';
import { ZodPipe } from '../../common/zod-body.pipe';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RateLimiter } from '../../rate-limits/rate-limiter';
import { setPersonSessionCookie } from '../auth/person-session-cookie';
import { PasskeysService } from './passkeys.service';

/** The caller `@PersonSignedIn()` lets through. */
type PersonCaller = Extract<Caller, { kind: 'person' }>;

const PASSKEY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Passkey sign-ins per client address: a person signs in a few times a day at most; this keeps anyone from filling the
 * challenge table or hammering verification. Options and answers count apart (one sign-in is one of each).
 */
const PASSKEY_SIGN_IN_LIMIT = { limit: 20, windowMs: 60_000 } as const;

@ApiTag('Passkeys')
@Controller('api/me/passkeys')
export class PasskeysController {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Answers(z.array(PasskeySchema), 'The signed-in person’s passkeys, newest first (never a key)')
  @PersonSignedIn()
  list(@Caller() caller: PersonCaller): Promise<Passkey[]> {
    return this.passkeys.passkeysOf(caller.email);
  }

  @Post('registration-options')
  @HttpCode(200)
  @Answers(
    PasskeyOptionsSchema,
    'Options for adding a passkey to the signed-in person (for navigator.credentials.create; good once, 5 minutes)',
  )
  @PersonSignedIn()
  registrationOptions(@Caller() caller: PersonCaller): Promise<PasskeyOptions> {
    return this.passkeys.registrationOptions(caller.email);
  }

  /** 400 when the response does not verify, its challenge was used or expired, or the passkey is already added. */
  @Post('registration')
  @HttpCode(201)
  @Answers(PasskeySchema, 'Add a passkey: the authenticator’s answer to the registration options')
  @PersonSignedIn()
  register(
    @Body(new ZodPipe(PasskeyRegistrationRequestSchema)) body: z.output<typeof PasskeyRegistrationRequestSchema>,
    @Caller() caller: PersonCaller,
    @Req() request: Request,
  ): Promise<Passkey> {
    return this.passkeys.register(caller.email, body.response, request.header('user-agent'));
  }

  @Post('authentication-options')
  @HttpCode(200)
  @Answers(
    PasskeyOptionsSchema,
    'Options for signing in with a passkey (for navigator.credentials.get; no email needed; good once, 5 minutes)',
  )
  async authenticationOptions(@Req() request: Request): Promise<PasskeyOptions> {
    await this.limit('passkey-options-address', request);
    return this.passkeys.authenticationOptions();
  }

  /** Opens a person session for the passkey's owner: the cookie for the web app, the token for API clients. */
  @Post('authentication')
  @HttpCode(200)
  @Answers(SignInResponseSchema, 'Sign in with a passkey: the authenticator’s answer to the sign-in options')
  async authenticate(
    @Body(new ZodPipe(PasskeyAuthenticationRequestSchema)) body: z.output<typeof PasskeyAuthenticationRequestSchema>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignInResponse> {
    await this.limit('passkey-sign-in-address', request);
    const signedIn = await this.passkeys.authenticate(body.response, request.header('user-agent'));
    setPersonSessionCookie(response, signedIn.token, this.config.secureCookies);
    return signedIn;
  }

  /** 404 for an id that is not one of the person's passkeys (another person's included). */
  @Delete(':id')
  @HttpCode(200)
  @Answers(MessageResponseSchema, 'Remove one of the signed-in person’s passkeys (it signs nobody in from then on)')
  @PersonSignedIn()
  async remove(@Param('id') id: string, @Caller() caller: PersonCaller): Promise<{ message: string }> {
    if (!PASSKEY_ID.test(id)) throw badRequest(PASSKEY_MESSAGES.invalidPasskeyId, 'id');
    if (!(await this.passkeys.remove(caller.email, id))) throw notFound(PASSKEY_MESSAGES.notFound);
    return { message: PASSKEY_MESSAGES.removed };
  }

  private limit(name: string, request: Request): Promise<void> {
    return this.limiter.enforce(
      name,
      clientAddressKeyOf(request),
      PASSKEY_SIGN_IN_LIMIT,
      PASSKEY_MESSAGES.tooManyAttempts,
    );
  }
}
