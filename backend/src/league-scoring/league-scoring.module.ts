import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminAuthModule } from '../admin/auth/admin-auth.module';
import { CommissionerAuthModule } from '../commissioners/auth/commissioner-auth.module';
import { GameModule } from '../game/game.module';
import { MailModule } from '../mail/mail.module';
import { ChangeScoringTableHandler } from './commands/change-scoring-table.command';
import { MakeSolePredictionHandler } from './commands/make-sole-prediction.command';
import { LeagueScoringController } from './league-scoring.http.controller';
import { LeagueScoringProjection } from './league-scoring.projection';
import {
  GetScoringTableHandler,
  ListSolePredictionsHandler,
  PreviewScoringTableHandler,
} from './queries/league-scoring.queries';

/** Issue 32: a league's own scoring table (preview, change, lock) and the Sole Survivor prediction. */
@Module({
  imports: [CqrsModule, AdminAuthModule, CommissionerAuthModule, GameModule, MailModule],
  controllers: [LeagueScoringController],
  providers: [
    LeagueScoringProjection,
    ChangeScoringTableHandler,
    MakeSolePredictionHandler,
    GetScoringTableHandler,
    PreviewScoringTableHandler,
    ListSolePredictionsHandler,
  ],
})
export class LeagueScoringModule {}
