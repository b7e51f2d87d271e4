import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  EliminationPickRequest,
  EliminationPickRequestSchema,
  EliminationPicks,
  EliminationPicksSchema,
  MessageResponseSchema,
  PickBoard,
  PickBoardSchema,
} from '@tribal/contracts';
import { z } from 'zod';
import { ActsOnEntry, EntryCredentials } from '../access/acts-on-entry.guard';
import { Caller } from '../access/caller';
import { EntryCredential } from '../access/entry-access';
import { LeagueManager, ManagerRole } from '../access/league-manager.guard';
import { ReadsCaller } from '../access/reads-caller.guard';
import { Answers, ApiTag } from '../common/api-answers';
import { IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { LeagueManagerRole } from '../game/league-manager-role';
import { SeasonQuery } from '../game/season-query';
import { CorrectEliminationPick } from './commands/correct-elimination-pick/correct-elimination-pick.command';
import { SubmitEliminationPick } from './commands/submit-elimination-pick/submit-elimination-pick.command';
import { GetPickBoard, ListEliminationPicks } from './queries/list-elimination-picks.query';

const AdminPickSchema = EliminationPickRequestSchema.extend({
  userName: z.string({ message: 'userName is required' }).trim().min(1, 'userName is required').max(40),
});

@ApiTag('Picks')
@Controller('api')
export class PicksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Sealed: an episode still taking picks shows only the caller's own pick (with X-Entry-Token), all to the admin. */
  @Get('leagues/:leagueId/elimination-picks')
  @Answers(EliminationPicksSchema, 'Weekly picks the caller may see (sealed until the cutoff and the air time)')
  @ReadsCaller('entry')
  list(
    @Param('leagueId') leagueId: string,
    @SeasonQuery() season: number | undefined,
    @Caller() caller: Caller,
  ): Promise<EliminationPicks> {
    return this.queries.execute(new ListEliminationPicks(leagueId, caller, season));
  }

  /** Each episode's picks under the same rule, with the cutoff, the vote-out and who was right once closed. */
  @Get('leagues/:leagueId/elimination-picks/board')
  @Answers(PickBoardSchema, 'Each episode’s cutoff, vote-out and visible picks')
  @ReadsCaller('entry')
  board(
    @Param('leagueId') leagueId: string,
    @SeasonQuery() season: number | undefined,
    @Caller() caller: Caller,
  ): Promise<PickBoard> {
    return this.queries.execute(new GetPickBoard(leagueId, caller, season));
  }

  @Post('leagues/:leagueId/elimination-pick')
  @ActsOnEntry()
  @HttpCode(200)
  @Answers(MessageResponseSchema, 'Make or change a weekly pick')
  submit(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(EliminationPickRequestSchema)) body: EliminationPickRequest,
    @EntryCredentials() credential: EntryCredential,
    @IdempotencyKey() key?: string,
  ) {
    return this.commands.execute(
      new SubmitEliminationPick(leagueId, body.userName, body.episode, body.castawayId, credential, key),
    );
  }

  @Put('admin/leagues/:leagueId/elimination-pick')
  @LeagueManager()
  @Answers(
    MessageResponseSchema,
    'Change a member’s pick and mail them (a commissioner: once the episode aired, not their own)',
  )
  correct(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(AdminPickSchema)) body: EliminationPickRequest,
    @ManagerRole() actor: LeagueManagerRole,
    @IdempotencyKey() key?: string,
  ): Promise<{ message: string }> {
    return this.commands.execute(
      new CorrectEliminationPick(leagueId, body.userName, body.episode, body.castawayId, key, actor),
    );
  }
}
