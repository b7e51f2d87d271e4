import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  EpisodeFeed,
  EpisodeFeedSchema,
  HappeningRequest,
  HappeningRequestSchema,
  HappeningResponse,
  HappeningResponseSchema,
  SeasonSchema,
  TribalCouncilRecord,
  TribalCouncilRecordSchema,
} from '@tribal/contracts';
import { z } from 'zod';
import { AdminOnly } from '../access/admin-only.guard';
import { Answers, ApiTag } from '../common/api-answers';
import { IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { SeasonExistsPipe } from '../game/season-exists.pipe';
import { SeasonsService } from '../game/seasons.service';
import { RecordHappening } from './commands/record-happening/record-happening.command';
import { UndoHappening } from './commands/undo-happening/undo-happening.command';
import { GetEpisodeFeed, GetTribalCouncils } from './queries/happenings.queries';
import { expectedVersion, SeasonEpisode, SeasonEpisodeParams } from './scoring-params';

const HappeningIdSchema = z.coerce
  .number({ message: 'happening id must be a number' })
  .int('happening id must be a number')
  .positive('happening id must be a number')
  .max(2 ** 31 - 1, 'happening id must be a number');

/** Live scoring: the admin records each happening as it airs; everyone reads the episode's feed. */
@ApiTag('Scoring')
@Controller('api')
export class HappeningsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly seasons: SeasonsService,
  ) {}

  @Get('scores/:season/:episode/happenings')
  @Answers(EpisodeFeedSchema, 'An episode’s live feed')
  async feed(@SeasonEpisodeParams() { season, episode }: SeasonEpisode): Promise<EpisodeFeed> {
    await this.seasons.requireEpisode(season, episode, 'scoring');
    return this.queries.execute(new GetEpisodeFeed(season, episode));
  }

  @Post('scores/:season/:episode/happenings')
  @HttpCode(201)
  @AdminOnly()
  @Answers(HappeningResponseSchema, 'Record a happening')
  async record(
    @SeasonEpisodeParams() { season, episode }: SeasonEpisode,
    @Body(new ZodPipe(HappeningRequestSchema)) happening: HappeningRequest,
    @Headers('if-match') ifMatch?: string,
    @IdempotencyKey() key?: string,
  ): Promise<HappeningResponse> {
    await this.seasons.requireEpisode(season, episode, 'scoring');
    return this.commands.execute(new RecordHappening(season, episode, happening, expectedVersion(ifMatch), key));
  }

  @Delete('scores/:season/:episode/happenings/:id')
  @AdminOnly()
  @Answers(HappeningResponseSchema, 'Undo a happening')
  async undo(
    @SeasonEpisodeParams() { season, episode }: SeasonEpisode,
    @Param('id', new ZodPipe(HappeningIdSchema)) id: number,
    @Headers('if-match') ifMatch?: string,
    @IdempotencyKey() key?: string,
  ): Promise<HappeningResponse> {
    await this.seasons.requireEpisode(season, episode, 'scoring');
    return this.commands.execute(new UndoHappening(season, episode, id, expectedVersion(ifMatch), key));
  }

  /** Who voted for whom at every tribal council of the season (the castaway page). */
  @Get('tribal-councils/:season')
  @Answers(z.array(TribalCouncilRecordSchema), 'Every tribal council recorded')
  tribalCouncils(
    @Param('season', new ZodPipe(SeasonSchema), SeasonExistsPipe) season: number,
  ): Promise<TribalCouncilRecord[]> {
    return this.queries.execute(new GetTribalCouncils(season));
  }
}
