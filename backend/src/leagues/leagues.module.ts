import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminAuthModule } from '../admin/auth/admin-auth.module';
import { MailModule } from '../mail/mail.module';
import { ContinueLeagueHandler } from './commands/continue-league/continue-league.command';
import { CreateLeagueHandler } from './commands/create-league/create-league.command';
import { DeleteLeagueHandler } from './commands/delete-league/delete-league.command';
import { JoinLeagueHandler } from './commands/join-league/join-league.command';
import { RemoveMemberHandler } from './commands/remove-member/remove-member.command';
import { SetCommissionerSettingsHandler } from './commands/set-commissioner-settings/set-commissioner-settings.command';
import { SetDraftDeadlineHandler } from './commands/set-draft-deadline/set-draft-deadline.command';
import { SetEliminationCutoffsHandler } from './commands/set-elimination-cutoffs/set-elimination-cutoffs.command';
import { LeaguesController } from './leagues.http.controller';
import { LeaguesProjection } from './leagues.projection';
import { FindUsersByEmailHandler, ListUserEmailsHandler } from './queries/find-users/find-users.query';
import { GetStandingsHandler } from './queries/get-standings/get-standings.query';
import { GetStandingsAsOfHandler } from './queries/get-standings/get-standings-as-of.query';
import { GetStandingsHistoryHandler } from './queries/get-standings/get-standings-history.query';
import {
  GetLeagueHandler,
  ListLeagueDetailsHandler,
  ListLeaguesHandler,
} from './queries/list-leagues/list-leagues.query';
import { UsersController } from './users.http.controller';

@Module({
  imports: [CqrsModule, AdminAuthModule, MailModule],
  controllers: [LeaguesController, UsersController],
  providers: [
    LeaguesProjection,
    CreateLeagueHandler,
    ContinueLeagueHandler,
    JoinLeagueHandler,
    RemoveMemberHandler,
    DeleteLeagueHandler,
    SetDraftDeadlineHandler,
    SetEliminationCutoffsHandler,
    SetCommissionerSettingsHandler,
    ListLeaguesHandler,
    ListLeagueDetailsHandler,
    GetLeagueHandler,
    GetStandingsHandler,
    GetStandingsHistoryHandler,
    GetStandingsAsOfHandler,
    FindUsersByEmailHandler,
    ListUserEmailsHandler,
  ],
})
export class LeaguesModule {}
