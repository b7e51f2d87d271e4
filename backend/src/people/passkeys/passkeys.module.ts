import { Module } from '@nestjs/common';
import { RateLimiter } from '../../rate-limits/rate-limiter';
import { PasskeysController } from './passkeys.http.controller';
import { PasskeysService } from './passkeys.service';

/** Issue 29: a person adds passkeys after a link sign-in, and signs in with them on any device without mail. */
@Module({
  controllers: [PasskeysController],
  providers: [RateLimiter, PasskeysService],
})
export class PasskeysModule {}
