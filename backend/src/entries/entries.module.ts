import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MailModule } from '../mail/mail.module';
import { RateLimiter } from '../rate-limits/rate-limiter';
import { ClaimEntryHandler } from './commands/claim-entry/claim-entry.command';
import { EmailEntryLinksHandler } from './commands/email-entry-links/email-entry-links.command';
import { RotateEntryTokenHandler } from './commands/rotate-entry-token/rotate-entry-token.command';
import { EntriesController } from './entries.http.controller';

/** A member's entry on every device: emailed sign-in links, and signing the other devices out. */
@Module({
  imports: [CqrsModule, MailModule],
  controllers: [EntriesController],
  providers: [RateLimiter, EmailEntryLinksHandler, ClaimEntryHandler, RotateEntryTokenHandler],
})
export class EntriesModule {}
