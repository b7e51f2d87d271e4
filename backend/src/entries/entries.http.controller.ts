import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ClaimEntryRequestSchema,
  ClaimEntryResponse,
  ClaimEntryResponseSchema,
  EmailEntryLinkRequestSchema,
  ENTRY_LINK_MESSAGES,
  MessageResponseSchema,
  RotateEntryTokenResponse,
  RotateEntryTokenResponseSchema,
} from '@tribal/contracts';
import { Request } from 'express';
import { z } from 'zod';
import { RefusesRemovedMembers } from '../access/refuses-removed-members.interceptor';
import { Answers, ApiTag } from '../common/api-answers';
import { clientAddressKeyOf } from '../common/client-address';
import { EntryToken, IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import {
  CODE_CLAIM_LIMIT,
  limitByAddressAndEmail,
  SIGN_IN_LINK_LIMITS,
} from '../rate-limits/limit-by-address-and-email';
import { RateLimiter } from '../rate-limits/rate-limiter';
import { ClaimEntry } from './commands/claim-entry/claim-entry.command';
import { EmailEntryLinks } from './commands/email-entry-links/email-entry-links.command';
import { RotateEntryToken } from './commands/rotate-entry-token/rotate-entry-token.command';

@ApiTag('Entries')
@Controller('api')
export class EntriesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  /** 202 with the same sentence whether or not the address joined anything. */
  @Post('entries/email-link')
  @HttpCode(202)
  @Answers(MessageResponseSchema, 'Mail sign-in links for an address')
  async emailLink(
    @Body(new ZodPipe(EmailEntryLinkRequestSchema)) body: z.output<typeof EmailEntryLinkRequestSchema>,
    @Req() request: Request,
  ): Promise<{ message: string }> {
    await limitByAddressAndEmail(this.limiter, request, {
      name: 'entry-link',
      email: body.email,
      ...SIGN_IN_LINK_LIMITS,
      refusal: ENTRY_LINK_MESSAGES.tooManyLinkRequests,
    });
    await this.commands.execute(new EmailEntryLinks(body.email));
    return { message: ENTRY_LINK_MESSAGES.linkSent };
  }

  @Post('entries/claim')
  @HttpCode(200)
  @Answers(ClaimEntryResponseSchema, 'Exchange a mailed code for an entry token')
  async claim(
    @Body(new ZodPipe(ClaimEntryRequestSchema)) body: z.output<typeof ClaimEntryRequestSchema>,
    @Req() request: Request,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<ClaimEntryResponse> {
    await this.limiter.enforce(
      'entry-claim-address',
      clientAddressKeyOf(request),
      CODE_CLAIM_LIMIT,
      ENTRY_LINK_MESSAGES.tooManyClaims,
    );
    return this.commands.execute(new ClaimEntry(body.code, idempotencyKey));
  }

  @Post('leagues/:leagueId/members/:userName/rotate-token')
  @RefusesRemovedMembers()
  @HttpCode(200)
  @Answers(RotateEntryTokenResponseSchema, 'Replace the entry token (signs out other devices)')
  rotateToken(
    @Param('leagueId') leagueId: string,
    @Param('userName') userName: string,
    @EntryToken() entryToken?: string,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<RotateEntryTokenResponse> {
    return this.commands.execute(new RotateEntryToken(leagueId, userName, entryToken, idempotencyKey));
  }
}
