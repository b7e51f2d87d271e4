import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  ADMIN_SESSION_COOKIE,
  AdminLoginRequest,
  AdminLoginRequestSchema,
  AdminLoginResponse,
} from '@tribal/contracts';
import { Request, Response } from 'express';
import { ZodPipe } from '../../common/zod-body.pipe';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../redis/redis-availability';
import { AdminOnly, adminTokenOf } from './admin.guard';
import { AdminAuthService } from './admin-auth.service';

@Controller('api/admin')
export class AdminAuthController {
  constructor(
    private readonly auth: AdminAuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Rate-limited: guessing the shared password gets a 429 after a handful of tries a minute. */
  @Post('login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  async login(
    @Body(new ZodPipe(AdminLoginRequestSchema)) body: AdminLoginRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminLoginResponse> {
    const { token, expiresAt } = await this.auth.login(body.password);
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
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ message: string }> {
    const token = adminTokenOf(request);
    if (token) await this.auth.logout(token);
    response.clearCookie(ADMIN_SESSION_COOKIE, { path: '/' });
    return { message: 'Signed out.' };
  }

  /** Lets the admin pages ask whether the browser's session is still valid. */
  @Get('session')
  @AdminOnly()
  session(): { authenticated: true } {
    return { authenticated: true };
  }
}
