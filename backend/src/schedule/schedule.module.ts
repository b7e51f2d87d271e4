import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminAuthModule } from '../admin/auth/admin-auth.module';
import { SetSeasonScheduleHandler } from './commands/set-season-schedule/set-season-schedule.command';
import { ScheduleController } from './schedule.http.controller';
import { ScheduleProjection } from './schedule.projection';

/** Each season's episode air times: the defaults behind every weekly cutoff and the swap deadline. */
@Module({
  imports: [CqrsModule, AdminAuthModule],
  controllers: [ScheduleController],
  providers: [ScheduleProjection, SetSeasonScheduleHandler],
})
export class ScheduleModule {}
