import { Module } from '@nestjs/common';
import { AdminGuard } from './admin.guard';
import { AdminAuthController } from './admin-auth.http.controller';
import { AdminAuthService } from './admin-auth.service';

@Module({
  controllers: [AdminAuthController],
  providers: [AdminAuthService, AdminGuard],
  exports: [AdminAuthService, AdminGuard],
})
export class AdminAuthModule {}
