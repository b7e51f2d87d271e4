import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ADMIN_MESSAGES,
  ForgotPasswordResponse,
  MessageResponseSchema,
  ResetPasswordRequest,
  ResetPasswordRequestSchema,
  ResetPasswordResponse,
} from '@tribal/contracts';
import { Answers, ApiTag } from '../../common/api-answers';
import { ZodPipe } from '../../common/zod-body.pipe';
import { AddressThrottlerGuard } from '../../rate-limits/address-throttler.guard';
import { PasswordResetService } from './password-reset.service';

/** Public, and rate-limited like the login: neither can be used to flood the admin's inbox or guess links. */
@ApiTag('Admin')
@Controller('api/admin')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post('forgot-password')
  @HttpCode(200)
  @UseGuards(AddressThrottlerGuard)
  @Answers(MessageResponseSchema, 'Mail a reset link to the admin email')
  async forgotPassword(): Promise<ForgotPasswordResponse> {
    await this.resets.requestReset();
    return { message: ADMIN_MESSAGES.forgotPasswordAnswer };
  }

  @Post('reset-password')
  @HttpCode(200)
  @UseGuards(AddressThrottlerGuard)
  @Answers(MessageResponseSchema, 'Set a new password with a reset link’s token')
  async resetPassword(
    @Body(new ZodPipe(ResetPasswordRequestSchema)) body: ResetPasswordRequest,
  ): Promise<ResetPasswordResponse> {
    await this.resets.reset(body.token, body.newPassword);
    return { message: ADMIN_MESSAGES.passwordReset };
  }
}
