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
import { clientAddressKeyOf } from '../common/client-address';
import { unauthorized } from '../common/domain-error';
import { CODE_CLAIM_LIMIT, limitByAddressAndEmail, SIGN_IN_LINK_LIMITS } from '../common/limit-by-address-and-email';
import { ZodPipe } from '../common/zod-body.pipe';
import { RateLimiter } from '../rate-limits/rate-limiter';
import { CommissionerAuthService } from './auth/commissioner-auth.service';
import { ActivateLeague } from './commands/activate-league/activate-league.command';
import { ClaimCommissioner } from './commands/claim-commissioner/claim-commissioner.command';
import { EmailCommissionerLink } from './commands/email-commissioner-link/email-commissioner-link.command';

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
      ...SIGN_IN_LINK_LIMITS,
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
      clientAddressKeyOf(request),
      CODE_CLAIM_LIMIT,
      LEAGUE_MANAGER_MESSAGES.tooManyClaims,
    );
  }
}
