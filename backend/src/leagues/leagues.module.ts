import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminAuthModule } from '../admin/auth/admin-auth.module';
import { CommissionerAuthModule } from '../commissioners/auth/commissioner-auth.module';
import { MailModule } from '../mail/mail.module';
import { MemberEmailsModule } from '../member-emails/member-emails.module';
import { PushModule } from '../push/push.module';
import { RateLimiter } from '../rate-limits/rate-limiter';
import { ContinueLeagueHandler } from './commands/continue-league/continue-league.command';
import { CreateLeagueHandler } from './commands/create-league/create-league.command';
import { DeleteLeagueHandler } from './commands/delete-league/delete-league.command';
import { EmailLeagueMembersHandler } from './commands/email-league-members/email-league-members.command';
import { HandOverLeagueHandler } from './commands/hand-over-league/hand-over-league.command';
import { JoinCodeGuessing } from './commands/join-league/join-code-guessing';
import { JoinLeagueHandler } from './commands/join-league/join-league.command';
import { RemoveMemberHandler } from './commands/remove-member/remove-member.command';
import { SetCommissionerSettingsHandler } from './commands/set-commissioner-settings/set-commissioner-settings.command';
import { SetDraftDeadlineHandler } from './commands/set-draft-deadline/set-draft-deadline.command';
import { SetEliminationCutoffsHandler } from './commands/set-elimination-cutoffs/set-elimination-cutoffs.command';
import { SetJoinCodeHandler } from './commands/set-join-code/set-join-code.command';
import { DeadlineMailDueHandler, DeadlineMailScheduler } from './deadline-mail-scheduler';
import { DeadlineMovedMail } from './deadline-moved-mail';
import { LeaguesController } from './leagues.http.controller';
import { LeaguesProjection } from './leagues.projection';
import { FindUsersByEmailHandler, ListUserEmailsHandler } from './queries/find-users/find-users.query';
import { GetLeagueRecordHandler } from './queries/get-league-record/get-league-record.query';
import { LeagueRecordProjection } from './queries/get-league-record/league-record.projection';
import {
  GetLeagueHandler,
  ListLeagueDetailsHandler,
  ListLeaguesHandler,
} from './queries/list-leagues/list-leagues.query';
import { UsersController } from './users.http.controller';

@Module({
  imports: [CqrsModule, AdminAuthModule, CommissionerAuthModule, MailModule, MemberEmailsModule, PushModule],
  controllers: [LeaguesController, UsersController],
  providers: [
    LeaguesProjection,
    LeagueRecordProjection,
    RateLimiter,
    DeadlineMovedMail,
    DeadlineMailScheduler,
    DeadlineMailDueHandler,
    HandOverLeagueHandler,
    EmailLeagueMembersHandler,
    GetLeagueRecordHandler,
    CreateLeagueHandler,
    ContinueLeagueHandler,
    JoinLeagueHandler,
    JoinCodeGuessing,
    RemoveMemberHandler,
    DeleteLeagueHandler,
    SetDraftDeadlineHandler,
    SetEliminationCutoffsHandler,
    SetCommissionerSettingsHandler,
    SetJoinCodeHandler,
    RateLimiter,
    ListLeaguesHandler,
    ListLeagueDetailsHandler,
    GetLeagueHandler,
    FindUsersByEmailHandler,
    ListUserEmailsHandler,
  ],
})
export class LeaguesModule {}
