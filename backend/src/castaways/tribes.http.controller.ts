import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  SCORING_EPISODES,
  SeasonSchema,
  TribesAt,
  TribesChangeRequest,
  TribesChangeRequestSchema,
} from '@tribal/contracts';
import { z } from 'zod';
import { AdminOnly } from '../admin/auth/admin.guard';
import { IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { ChangeTribes } from './commands/change-tribes/change-tribes.command';
import { GetTribes } from './queries/get-tribes.query';

const episodeMessage = `episode must be a whole number from 1 to ${SCORING_EPISODES.last}`;
const TribesQuerySchema = z.object({
  episode: z.coerce
    .number({ message: episodeMessage })
    .int(episodeMessage)
    .min(1, episodeMessage)
    .max(SCORING_EPISODES.last, episodeMessage)
    .default(SCORING_EPISODES.last),
});

/** Tribes that change during a season: swaps and the merge take effect from an episode. */
@Controller('api')
export class TribesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('castaways/:season/tribes')
  tribes(
    @Param('season', new ZodPipe(SeasonSchema)) season: number,
    @Query(new ZodPipe(TribesQuerySchema)) query: z.output<typeof TribesQuerySchema>,
  ): Promise<TribesAt> {
    return this.queries.execute(new GetTribes(season, query.episode));
  }

  @Put('castaways/:season/tribes')
  @AdminOnly()
  change(
    @Param('season', new ZodPipe(SeasonSchema)) season: number,
    @Body(new ZodPipe(TribesChangeRequestSchema)) body: TribesChangeRequest,
    @IdempotencyKey() key?: string,
  ): Promise<TribesAt> {
    return this.commands.execute(new ChangeTribes(season, body.fromEpisode, body.tribes, key));
  }
}
