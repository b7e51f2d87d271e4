import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminAuthModule } from '../admin/auth/admin-auth.module';
import { CommissionerAuthModule } from '../commissioners/auth/commissioner-auth.module';
import { EntryCorrectedMail } from '../leagues/entry-corrections';
import { MailModule } from '../mail/mail.module';
import { EditDraftAsAdminHandler } from './commands/edit-draft-as-admin/edit-draft-as-admin.command';
import { LockInDraftHandler } from './commands/lock-in-draft/lock-in-draft.command';
import { SwapCastawayHandler } from './commands/swap-castaway/swap-castaway.command';
import { DraftsController } from './drafts.http.controller';
import { DraftsProjection } from './drafts.projection';
import { ListTeamStintsHandler } from './queries/list-team-stints.query';

@Module({
  imports: [CqrsModule, AdminAuthModule, CommissionerAuthModule, MailModule],
  controllers: [DraftsController],
  providers: [
    DraftsProjection,
    LockInDraftHandler,
    SwapCastawayHandler,
    EditDraftAsAdminHandler,
    EntryCorrectedMail,
    ListTeamStintsHandler,
  ],
})
export class DraftsModule {}
