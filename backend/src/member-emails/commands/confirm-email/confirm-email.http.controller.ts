import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ConfirmEmailRequestSchema,
  ConfirmEmailResponse,
  ConfirmEmailResponseSchema,
  MEMBER_EMAIL_MESSAGES,
} from '@tribal/contracts';
import { Request } from 'express';
import { z } from 'zod';
import { Answers, ApiTag } from '../../../common/api-answers';
import { ZodPipe } from '../../../common/zod-body.pipe';
import { CODE_CLAIM_LIMIT } from '../../../rate-limits/limit-by-address-and-email';
import { RateLimiter } from '../../../rate-limits/rate-limiter';
import { ConfirmEmail } from './confirm-email.command';

@ApiTag('Entries')
@Controller('api')
export class ConfirmEmailController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  /** Limited per client address like the sign-in links' claim: codes are long, but guessing costs nothing. */
  @Post('entries/confirm-email')
  @HttpCode(200)
  @Answers(
    ConfirmEmailResponseSchema,
    'Confirm a member’s email with the mailed code (league mail goes only to confirmed addresses)',
  )
  async confirm(
    @Body(new ZodPipe(ConfirmEmailRequestSchema)) body: z.output<typeof ConfirmEmailRequestSchema>,
    @Req() request: Request,
  ): Promise<ConfirmEmailResponse> {
    await this.limiter.enforce(
      'email-confirm-address',
      request.ip ?? 'unknown',
      CODE_CLAIM_LIMIT,
      MEMBER_EMAIL_MESSAGES.tooManyConfirmations,
    );
    return this.commands.execute(new ConfirmEmail(body.code));
  }
}
