import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ActivateLeagueResponse,
  ClaimCommissionerResponse,
  CodeRequestSchema,
  CommissionerEmailLinkRequestSchema,
  LEAGUE_MANAGER_MESSAGES,
  ManagedLeague,
} from '@tribal/contracts';
import { Request } from 'express';
import { z } from 'zod';
import { adminTokenOf } from '../admin/auth/admin.guard';
import { unauthorized } from '../common/domain-error';
import { limitByAddressAndEmail } from '../common/limit-by-address-and-email';
import { ZodPipe } from '../common/zod-body.pipe';
import { RateLimiter } from '../rate-limits/rate-limiter';
import { CommissionerAuthService } from './auth/commissioner-auth.service';
import { ActivateLeague } from './commands/activate-league/activate-league.command';
import { ClaimCommissioner } from './commands/claim-commissioner/claim-commissioner.command';
import { EmailCommissionerLink } from './commands/email-commissioner-link/email-commissioner-link.command';

const HOUR = 3600_000;
/** Commissioner sign-in link mails: an inbox is not flooded, and one address cannot probe many. */
export const COMMISSIONER_LINKS_PER_EMAIL_PER_HOUR = 3;
export const COMMISSIONER_LINKS_PER_ADDRESS_PER_HOUR = 20;
/** Codes are 192 random bits; this only keeps a guesser from hammering the database. */
export const CODE_CLAIMS_PER_ADDRESS_PER_MINUTE = 20;

@Controller('api')
export class CommissionersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
    private readonly sessions: CommissionerAuthService,
  ) {}

  @Post('leagues/activate')
  @HttpCode(200)
  async activate(
    @Body(new ZodPipe(CodeRequestSchema)) body: z.output<typeof CodeRequestSchema>,
    @Req() request: Request,
  ): Promise<ActivateLeagueResponse> {
    await this.limitClaims(request);
    return this.commands.execute(new ActivateLeague(body.code));
  }

  /** 202 with the same sentence whether or not the address runs a league. */
  @Post('commissioner/email-link')
  @HttpCode(202)
  async emailLink(
    @Body(new ZodPipe(CommissionerEmailLinkRequestSchema)) body: z.output<typeof CommissionerEmailLinkRequestSchema>,
    @Req() request: Request,
  ): Promise<{ message: string }> {
    await limitByAddressAndEmail(this.limiter, request, {
      name: 'commissioner-link',
      email: body.email,
      perAddress: COMMISSIONER_LINKS_PER_ADDRESS_PER_HOUR,
      perEmail: COMMISSIONER_LINKS_PER_EMAIL_PER_HOUR,
      windowMs: HOUR,
      refusal: LEAGUE_MANAGER_MESSAGES.tooManyLinkRequests,
    });
    await this.commands.execute(new EmailCommissionerLink(body.email));
    return { message: LEAGUE_MANAGER_MESSAGES.linkSent };
  }

  @Post('commissioner/claim')
  @HttpCode(200)
  async claim(
    @Body(new ZodPipe(CodeRequestSchema)) body: z.output<typeof CodeRequestSchema>,
    @Req() request: Request,
  ): Promise<ClaimCommissionerResponse> {
    await this.limitClaims(request);
    return this.commands.execute(new ClaimCommissioner(body.code));
  }

  /** The leagues the bearer's commissioner session may manage (401 without one). */
  @Get('commissioner/leagues')
  async leagues(@Req() request: Request): Promise<ManagedLeague[]> {
    const email = await this.sessions.emailOf(adminTokenOf(request));
    if (!email) throw unauthorized(LEAGUE_MANAGER_MESSAGES.signInRequired);
    return this.sessions.leaguesOf(email);
  }

  private limitClaims(request: Request): Promise<void> {
    return this.limiter.enforce(
      'commissioner-code-address',
      request.ip ?? 'unknown',
      { limit: CODE_CLAIMS_PER_ADDRESS_PER_MINUTE, windowMs: 60_000 },
      LEAGUE_MANAGER_MESSAGES.tooManyClaims,
    );
  }
}
