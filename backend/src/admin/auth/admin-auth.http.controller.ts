import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ADMIN_SESSION_COOKIE,
  AdminLoginRequest,
  AdminLoginRequestSchema,
  AdminLoginResponse,
  AdminLoginResponseSchema,
  AdminSessionSchema,
  MessageResponseSchema,
} from '@tribal/contracts';
import { Request, Response } from 'express';
import { AdminOnly } from '../../access/admin-only.guard';
import { sessionTokenOf } from '../../access/caller';
import { Answers, ApiTag } from '../../common/api-answers';
import { clientAddressKeyOf } from '../../common/client-address';
import { DomainError } from '../../common/domain-error';
import { ZodPipe } from '../../common/zod-body.pipe';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AdminAuthService } from './admin-auth.service';
import { AdminLoginLimit } from './admin-login-limit';

@ApiTag('Admin')
@Controller('api/admin')
export class AdminAuthController {
  constructor(
    private readonly auth: AdminAuthService,
    private readonly loginLimit: AdminLoginLimit,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Rate-limited per address with backoff (AdminLoginLimit): guessing gets a 429, the admin elsewhere is never locked out. */
  @Post('login')
  @HttpCode(200)
  @Answers(AdminLoginResponseSchema, 'Sign in (session cookie and token)')
  async login(
    @Body(new ZodPipe(AdminLoginRequestSchema)) body: AdminLoginRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminLoginResponse> {
    const address = clientAddressKeyOf(request);
    await this.loginLimit.beginAttempt(address);
    const { token, expiresAt } = await this.auth.login(body.password).catch(async (error: unknown) => {
      if (error instanceof DomainError && error.status === 401) await this.loginLimit.recordFailure(address);
      throw error;
    });
    await this.loginLimit.recordSuccess(address);
    response.cookie(ADMIN_SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.secureCookies,
      expires: expiresAt,
      path: '/',
    });
    return { token, expiresAt: expiresAt.toISOString() };
  }

  @Post('logout')
  @HttpCode(200)
  @Answers(MessageResponseSchema, 'Sign out')
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ message: string }> {
    const token = sessionTokenOf(request);
    if (token) await this.auth.logout(token);
    response.clearCookie(ADMIN_SESSION_COOKIE, { path: '/' });
    return { message: 'Signed out.' };
  }

  /** Lets the admin pages ask whether the browser's session is still valid. */
  @Get('session')
  @AdminOnly()
  @Answers(AdminSessionSchema, 'Is this session valid')
  session(): { authenticated: true } {
    return { authenticated: true };
  }
}
