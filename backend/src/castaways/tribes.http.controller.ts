import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  episodeRangeMessage,
  SeasonSchema,
  TribesAt,
  TribesAtSchema,
  TribesChangeRequest,
  TribesChangeRequestSchema,
  WIDEST_EPISODE_RANGES,
} from '@tribal/contracts';
import { z } from 'zod';
import { AdminOnly } from '../access/admin-only.guard';
import { Answers, ApiTag } from '../common/api-answers';
import { IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { SeasonsService } from '../game/seasons.service';
import { ChangeTribes } from './commands/change-tribes/change-tribes.command';
import { GetTribes } from './queries/get-tribes.query';

const episodeMessage = episodeRangeMessage('episode', WIDEST_EPISODE_RANGES.all);
/** Absent: as of the season's finale. */
const TribesQuerySchema = z.object({
  episode: z.coerce
    .number({ message: episodeMessage })
    .int(episodeMessage)
    .min(1, episodeMessage)
    .max(WIDEST_EPISODE_RANGES.all.last, episodeMessage)
    .optional(),
});

/** Tribes that change during a season: swaps and the merge take effect from an episode. */
@ApiTag('Castaways')
@Controller('api')
export class TribesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly seasons: SeasonsService,
  ) {}

  @Get('castaways/:season/tribes')
  @Answers(TribesAtSchema, 'Tribes as of an episode')
  async tribes(
    @Param('season', new ZodPipe(SeasonSchema)) season: number,
    @Query(new ZodPipe(TribesQuerySchema)) query: z.output<typeof TribesQuerySchema>,
  ): Promise<TribesAt> {
    const { ranges } = await this.seasons.require(season);
    const episode = query.episode ?? ranges.finale;
    await this.seasons.requireEpisode(season, episode, 'all');
    return this.queries.execute(new GetTribes(season, episode));
  }

  @Put('castaways/:season/tribes')
  @AdminOnly()
  @Answers(TribesAtSchema, 'Change tribes from an episode on (answers the tribes as of it)')
  async change(
    @Param('season', new ZodPipe(SeasonSchema)) season: number,
    @Body(new ZodPipe(TribesChangeRequestSchema)) body: TribesChangeRequest,
    @IdempotencyKey() key?: string,
  ): Promise<TribesAt> {
    await this.seasons.requireEpisode(season, body.fromEpisode, 'all', 'fromEpisode');
    return this.commands.execute(new ChangeTribes(season, body.fromEpisode, body.tribes, key));
  }
}
