import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  EliminationPickRequest,
  EliminationPickRequestSchema,
  EliminationPicks,
  SeasonSchema,
} from '@tribal/contracts';
import { z } from 'zod';
import { AdminOnly } from '../admin/auth/admin.guard';
import { EntryToken, IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { CorrectEliminationPick } from './commands/correct-elimination-pick/correct-elimination-pick.command';
import { SubmitEliminationPick } from './commands/submit-elimination-pick/submit-elimination-pick.command';
import { ListEliminationPicks } from './queries/list-elimination-picks.query';

const OptionalSeason = z.object({ season: SeasonSchema.optional() });
const AdminPickSchema = EliminationPickRequestSchema.extend({
  userName: z.string({ message: 'userName is required' }).trim().min(1, 'userName is required').max(40),
});

@Controller('api')
export class PicksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('leagues/:leagueId/elimination-picks')
  list(
    @Param('leagueId') leagueId: string,
    @Query(new ZodPipe(OptionalSeason)) query: z.output<typeof OptionalSeason>,
  ): Promise<EliminationPicks> {
    return this.queries.execute(new ListEliminationPicks(leagueId, query.season));
  }

  @Post('leagues/:leagueId/elimination-pick')
  @HttpCode(200)
  submit(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(EliminationPickRequestSchema)) body: EliminationPickRequest,
    @EntryToken() entryToken?: string,
    @IdempotencyKey() key?: string,
  ) {
    return this.commands.execute(
      new SubmitEliminationPick(leagueId, body.userName, body.episode, body.castawayId, entryToken, key),
    );
  }

  @Put('admin/leagues/:leagueId/elimination-pick')
  @AdminOnly()
  correct(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(AdminPickSchema)) body: EliminationPickRequest,
    @IdempotencyKey() key?: string,
  ): Promise<{ message: string }> {
    return this.commands.execute(
      new CorrectEliminationPick(leagueId, body.userName, body.episode, body.castawayId, key),
    );
  }
}
