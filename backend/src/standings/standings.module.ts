import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetMemberPageHandler } from './queries/get-member-page.query';
import { GetStandingsReplayHandler } from './queries/get-standings-replay.query';
import { StandingsController } from './standings.http.controller';
import { StandingsProjection } from './standings.projection';

@Module({
  imports: [CqrsModule],
  controllers: [StandingsController],
  providers: [StandingsProjection, GetMemberPageHandler, GetStandingsReplayHandler],
  exports: [StandingsProjection],
})
export class StandingsModule {}
