import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../../admin/auth/admin-auth.module';
import { CommissionerAuthService } from './commissioner-auth.service';
import { LeagueManagerGuard } from './league-manager.guard';

/** Commissioner sessions and the league-manager guard, for every module whose routes act on one league. */
@Module({
  imports: [AdminAuthModule],
  providers: [CommissionerAuthService, LeagueManagerGuard],
  exports: [CommissionerAuthService, LeagueManagerGuard, AdminAuthModule],
})
export class CommissionerAuthModule {}
