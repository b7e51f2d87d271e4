import { Global, Module } from '@nestjs/common';
import { CallerResolver, SessionLookup } from '../../access/caller-resolver';
import { AdminAuthModule } from '../../admin/auth/admin-auth.module';
import { PersonSessionsService } from '../../people/auth/person-sessions.service';
import { CommissionerAuthService } from './commissioner-auth.service';
import { ServiceSessionLookup } from './session-lookup';

/**
 * Commissioner and person sessions, and the caller resolver every guard uses (`access/`): global, because `@AdminOnly()`,
 * `@LeagueManager()` and `@ReadsCaller()` sit on the routes of every module.
 */
@Global()
@Module({
  imports: [AdminAuthModule],
  providers: [
    CommissionerAuthService,
    PersonSessionsService,
    { provide: SessionLookup, useClass: ServiceSessionLookup },
    CallerResolver,
  ],
  exports: [CommissionerAuthService, PersonSessionsService, CallerResolver, AdminAuthModule],
})
export class CommissionerAuthModule {}
