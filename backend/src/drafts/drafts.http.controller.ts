import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  AdminEditDraftRequestSchema,
  DraftsByUser,
  DraftsByUserSchema,
  MessageResponseSchema,
  SubmitDraftRequest,
  SubmitDraftRequestSchema,
  SwapRequest,
  SwapRequestSchema,
  TeamStint,
  TeamStintSchema,
} from '@tribal/contracts';
import { z } from 'zod';
import { ActsOnEntry, EntryCredentials } from '../access/acts-on-entry.guard';
import { EntryCredential } from '../access/entry-access';
import { LeagueManager, ManagerRole } from '../access/league-manager.guard';
import { Answers, ApiTag } from '../common/api-answers';
import { IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { LeagueManagerRole } from '../game/league-manager-role';
import { SeasonQuery } from '../game/season-query';
import { EditDraftAsAdmin } from './commands/edit-draft-as-admin/edit-draft-as-admin.command';
import { LockInDraft } from './commands/lock-in-draft/lock-in-draft.command';
import { SwapCastaway } from './commands/swap-castaway/swap-castaway.command';
import { ListDrafts } from './queries/list-drafts.query';
import { ListTeamStints } from './queries/list-team-stints.query';

@ApiTag('Drafts')
@Controller('api')
export class DraftsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('leagues/:leagueId/drafts')
  @Answers(DraftsByUserSchema, 'Every member’s team')
  list(@Param('leagueId') leagueId: string, @SeasonQuery() season: number | undefined): Promise<DraftsByUser> {
    return this.queries.execute(new ListDrafts(leagueId, season));
  }

  @Get('leagues/:leagueId/team-stints')
  @Answers(z.array(TeamStintSchema), 'Which episodes each castaway counts for on each team')
  teamStints(@Param('leagueId') leagueId: string, @SeasonQuery() season: number | undefined): Promise<TeamStint[]> {
    return this.queries.execute(new ListTeamStints(leagueId, season));
  }

  @Post('leagues/:leagueId/draft')
  @ActsOnEntry()
  @HttpCode(201)
  @Answers(MessageResponseSchema, 'Lock in a draft of three')
  lockIn(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(SubmitDraftRequestSchema)) body: SubmitDraftRequest,
    @EntryCredentials() credential: EntryCredential,
    @IdempotencyKey() key?: string,
  ) {
    return this.commands.execute(new LockInDraft(leagueId, body.userName, body.team, credential, key));
  }

  @Post('leagues/:leagueId/swap')
  @ActsOnEntry()
  @HttpCode(200)
  @Answers(MessageResponseSchema, 'The one swap')
  swap(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(SwapRequestSchema)) body: SwapRequest,
    @EntryCredentials() credential: EntryCredential,
    @IdempotencyKey() key?: string,
  ) {
    return this.commands.execute(new SwapCastaway(leagueId, body.userName, body.team, credential, key));
  }

  @Put('admin/leagues/:leagueId/drafts/:userName')
  @LeagueManager()
  @Answers(
    MessageResponseSchema,
    'Fix a member’s team and mail them (a commissioner: from the next unscored episode, not their own)',
  )
  editAsAdmin(
    @Param('leagueId') leagueId: string,
    @Param('userName') userName: string,
    @Body(new ZodPipe(AdminEditDraftRequestSchema)) body: z.output<typeof AdminEditDraftRequestSchema>,
    @ManagerRole() actor: LeagueManagerRole,
    @IdempotencyKey() key?: string,
  ) {
    return this.commands.execute(new EditDraftAsAdmin(leagueId, userName, body.team, key, actor));
  }
}
