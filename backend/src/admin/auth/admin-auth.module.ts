import { Module } from '@nestjs/common';
import { AdminGuard } from './admin.guard';
import { AdminAuthController } from './admin-auth.http.controller';
import { AdminAuthService } from './admin-auth.service';
import { AdminLoginLimit } from './admin-login-limit';

@Module({
  controllers: [AdminAuthController],
  providers: [AdminAuthService, AdminGuard, AdminLoginLimit],
  exports: [AdminAuthService, AdminGuard],
})
export class AdminAuthModule {}
