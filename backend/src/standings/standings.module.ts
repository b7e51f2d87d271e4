import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetMemberPageHandler } from './queries/get-member-page.query';
import { GetStandingsHandler } from './queries/get-standings/get-standings.query';
import { GetStandingsAsOfHandler } from './queries/get-standings/get-standings-as-of.query';
import { GetStandingsHistoryHandler } from './queries/get-standings/get-standings-history.query';
import { GetStandingsReplayHandler } from './queries/get-standings-replay.query';
import { StandingsController } from './standings.http.controller';
import { StandingsProjection } from './standings.projection';

@Module({
  imports: [CqrsModule],
  controllers: [StandingsController],
  providers: [
    StandingsProjection,
    GetMemberPageHandler,
    GetStandingsReplayHandler,
    GetStandingsHandler,
    GetStandingsAsOfHandler,
    GetStandingsHistoryHandler,
  ],
  exports: [StandingsProjection],
})
export class StandingsModule {}
