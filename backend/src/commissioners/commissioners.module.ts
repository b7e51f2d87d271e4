import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MailModule } from '../mail/mail.module';
import { RateLimiter } from '../rate-limits/rate-limiter';
import { CommissionerAuthModule } from './auth/commissioner-auth.module';
import { ActivateLeagueHandler } from './commands/activate-league/activate-league.command';
import { ClaimCommissionerHandler } from './commands/claim-commissioner/claim-commissioner.command';
import { EmailCommissionerLinkHandler } from './commands/email-commissioner-link/email-commissioner-link.command';
import { StartLeagueHandler } from './commands/start-league/start-league.command';
import { CommissionersController } from './commissioners.http.controller';
import { LeagueExpiry } from './league-expiry';

/** Issue 20: anyone starts a league (activated by an emailed link), and commissioners sign in by emailed links. */
@Module({
  imports: [CqrsModule, MailModule, CommissionerAuthModule],
  controllers: [CommissionersController],
  providers: [
    RateLimiter,
    StartLeagueHandler,
    ActivateLeagueHandler,
    EmailCommissionerLinkHandler,
    ClaimCommissionerHandler,
    LeagueExpiry,
  ],
})
export class CommissionersModule {}
