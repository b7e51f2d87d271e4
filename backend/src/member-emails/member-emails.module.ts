import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MailModule } from '../mail/mail.module';
import { RateLimiter } from '../rate-limits/rate-limiter';
import { ConfirmEmailHandler } from './commands/confirm-email/confirm-email.command';
import { ConfirmEmailController } from './commands/confirm-email/confirm-email.http.controller';
import { OneClickUnsubscribeController } from './commands/unsubscribe-from-league-mail/one-click-unsubscribe.http.controller';
import { UnsubscribeFromLeagueMailHandler } from './commands/unsubscribe-from-league-mail/unsubscribe-from-league-mail.command';
import { EmailConfirmationMail } from './email-confirmation';
import { MemberEmailsProjection } from './member-emails.projection';

/**
 * Issue 33 (N1): a member's address gets league mail only once its owner confirmed it, and each league's mail
 * stops with one click. Other features confirm an address through `confirmEmail` when an emailed link is used.
 */
@Module({
  imports: [CqrsModule, MailModule],
  controllers: [ConfirmEmailController, OneClickUnsubscribeController],
  providers: [
    RateLimiter,
    MemberEmailsProjection,
    ConfirmEmailHandler,
    UnsubscribeFromLeagueMailHandler,
    EmailConfirmationMail,
  ],
  exports: [EmailConfirmationMail],
})
export class MemberEmailsModule {}
