import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminAuthModule } from '../admin/auth/admin-auth.module';
import { AdjustInventoryHandler } from './commands/adjust-inventory/adjust-inventory.command';
import { ClearScoresHandler } from './commands/clear-scores/clear-scores.command';
import { RecordHappeningHandler } from './commands/record-happening/record-happening.command';
import { SaveEpisodeScoresHandler } from './commands/save-episode-scores/save-episode-scores.command';
import { UndoHappeningHandler } from './commands/undo-happening/undo-happening.command';
import { HappeningsController } from './happenings.http.controller';
import { ScoresProjection } from './scores.projection';
import { ScoringController } from './scoring.http.controller';

@Module({
  imports: [CqrsModule, AdminAuthModule],
  controllers: [HappeningsController, ScoringController],
  providers: [
    ScoresProjection,
    SaveEpisodeScoresHandler,
    ClearScoresHandler,
    AdjustInventoryHandler,
    RecordHappeningHandler,
    UndoHappeningHandler,
  ],
})
export class ScoringModule {}
