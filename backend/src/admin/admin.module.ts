import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MailModule } from '../mail/mail.module';
import { AdminAuthModule } from './auth/admin-auth.module';
import { SendEmailToAllHandler } from './email-all/commands/send-email-to-all/send-email-to-all.command';
import { EmailAllController } from './email-all/email-all.http.controller';
import { EmailProgressGateway } from './email-all/email-progress.gateway';
import { PasswordResetController } from './password-reset/password-reset.http.controller';
import { PasswordResetService } from './password-reset/password-reset.service';

/** Issue 6's admin tools: email all users (with live progress) and the password reset link. */
@Module({
  imports: [CqrsModule, AdminAuthModule, MailModule],
  controllers: [EmailAllController, PasswordResetController],
  providers: [SendEmailToAllHandler, EmailProgressGateway, PasswordResetService],
})
export class AdminModule {}
