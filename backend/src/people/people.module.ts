import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MailModule } from '../mail/mail.module';
import { RateLimiter } from '../rate-limits/rate-limiter';
import { AttachEntriesHandler } from './commands/attach-entries/attach-entries.command';
import { EmailSignInLinkHandler } from './commands/email-sign-in-link/email-sign-in-link.command';
import { SignInHandler } from './commands/sign-in/sign-in.command';
import { MeController } from './me.http.controller';
import { MyLeagues } from './my-leagues';
import { PersonEntriesProjection } from './person-entries.projection';

/**
 * Issue 29: one person, many leagues. A person signs in by an emailed link (passkeys live beside it), owns every
 * entry joined with their address or attached to them, and every league their address runs.
 */
@Module({
  // The person's sessions and the caller resolver the guards use come from the global CommissionerAuthModule.
  imports: [CqrsModule, MailModule],
  controllers: [MeController],
  providers: [
    RateLimiter,
    MyLeagues,
    PersonEntriesProjection,
    EmailSignInLinkHandler,
    SignInHandler,
    AttachEntriesHandler,
  ],
})
export class PeopleModule {}
