import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminAuthModule } from '../admin/auth/admin-auth.module';
import { CommissionerAuthModule } from '../commissioners/auth/commissioner-auth.module';
import { EntryCorrectedMail } from '../leagues/entry-corrections';
import { MailModule } from '../mail/mail.module';
import { CorrectEliminationPickHandler } from './commands/correct-elimination-pick/correct-elimination-pick.command';
import { PickBatches } from './commands/submit-elimination-pick/pick-batches';
import { SubmitEliminationPickHandler } from './commands/submit-elimination-pick/submit-elimination-pick.command';
import { PicksController } from './picks.http.controller';
import { PicksProjection } from './picks.projection';
import { GetPickBoardHandler, ListEliminationPicksHandler } from './queries/list-elimination-picks.query';

@Module({
  imports: [CqrsModule, AdminAuthModule, CommissionerAuthModule, MailModule],
  controllers: [PicksController],
  providers: [
    PicksProjection,
    PickBatches,
    SubmitEliminationPickHandler,
    CorrectEliminationPickHandler,
    EntryCorrectedMail,
    ListEliminationPicksHandler,
    GetPickBoardHandler,
  ],
})
export class PicksModule {}
