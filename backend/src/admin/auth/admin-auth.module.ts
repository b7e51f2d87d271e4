import { Module } from '@nestjs/common';
import { AdminAuthController } from './admin-auth.http.controller';
import { AdminAuthService } from './admin-auth.service';
import { AdminLoginLimit } from './admin-login-limit';

@Module({
  controllers: [AdminAuthController],
  providers: [AdminAuthService, AdminLoginLimit],
  exports: [AdminAuthService],
})
export class AdminAuthModule {}
