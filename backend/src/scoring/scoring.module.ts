import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminAuthModule } from '../admin/auth/admin-auth.module';
import { AdjustInventoryHandler } from './commands/adjust-inventory/adjust-inventory.command';
import { ClearScoresHandler } from './commands/clear-scores/clear-scores.command';
import { SaveEpisodeScoresHandler } from './commands/save-episode-scores/save-episode-scores.command';
import { GetEpisodeScoresHandler, GetInventoryHandler, GetSeasonScoresHandler } from './queries/scores.queries';
import { ScoresProjection } from './scores.projection';
import { ScoringController } from './scoring.http.controller';

@Module({
  imports: [CqrsModule, AdminAuthModule],
  controllers: [ScoringController],
  providers: [
    ScoresProjection,
    SaveEpisodeScoresHandler,
    ClearScoresHandler,
    AdjustInventoryHandler,
    GetSeasonScoresHandler,
    GetEpisodeScoresHandler,
    GetInventoryHandler,
  ],
})
export class ScoringModule {}
