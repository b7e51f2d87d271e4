import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  CastawayIdSchema,
  EpisodeScoresRequestSchema,
  EpisodeScoresResponse,
  EpisodeScoresResponseSchema,
  Inventory,
  InventoryAdjustRequestSchema,
  InventorySchema,
  MessageResponseSchema,
  ScoreRecord,
  SeasonSchema,
  SeasonScores,
  SeasonScoresSchema,
} from '@tribal/contracts';
import { z } from 'zod';
import { AdminOnly } from '../access/admin-only.guard';
import { Answers, ApiTag } from '../common/api-answers';
import { IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { SeasonExistsPipe } from '../game/season-exists.pipe';
import { SeasonsService } from '../game/seasons.service';
import { AdjustInventory } from './commands/adjust-inventory/adjust-inventory.command';
import { ClearScores } from './commands/clear-scores/clear-scores.command';
import { SaveEpisodeScores } from './commands/save-episode-scores/save-episode-scores.command';
import { GetEpisodeScores, GetInventory, GetSeasonScores } from './queries/scores.queries';
import { expectedVersion, SeasonEpisode, SeasonEpisodeParams } from './scoring-params';

@ApiTag('Scoring')
@Controller('api')
export class ScoringController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly seasons: SeasonsService,
  ) {}

  @Get('scores/:season')
  @Answers(SeasonScoresSchema, 'Every episode’s records')
  seasonScores(@Param('season', new ZodPipe(SeasonSchema), SeasonExistsPipe) season: number): Promise<SeasonScores> {
    return this.queries.execute(new GetSeasonScores(season));
  }

  @Get('scores/:season/:episode')
  @Answers(EpisodeScoresResponseSchema, 'One episode’s records and version (If-Match)')
  async episodeScores(@SeasonEpisodeParams() { season, episode }: SeasonEpisode): Promise<EpisodeScoresResponse> {
    await this.seasons.requireEpisode(season, episode, 'scoring');
    return this.queries.execute(new GetEpisodeScores(season, episode));
  }

  @Put('scores/:season/:episode')
  @AdminOnly()
  @Answers(EpisodeScoresResponseSchema.omit({ records: true }), 'Save an episode’s records (answers the new version)')
  async saveEpisode(
    @SeasonEpisodeParams() { season, episode }: SeasonEpisode,
    @Body(new ZodPipe(EpisodeScoresRequestSchema)) records: Record<string, ScoreRecord>,
    @Headers('if-match') ifMatch?: string,
    @IdempotencyKey() key?: string,
  ) {
    await this.seasons.requireEpisode(season, episode, 'scoring');
    return this.commands.execute(new SaveEpisodeScores(season, episode, records, expectedVersion(ifMatch), key));
  }

  @Delete('scores')
  @AdminOnly()
  @Answers(MessageResponseSchema, 'Clear every score')
  clear(@IdempotencyKey() key?: string) {
    return this.commands.execute(new ClearScores(key));
  }

  @Get('inventory')
  @Answers(InventorySchema, 'Idols and advantages held')
  inventory(): Promise<Inventory> {
    return this.queries.execute(new GetInventory());
  }

  @Post('inventory/:castawayId/adjust')
  @HttpCode(200)
  @AdminOnly()
  @Answers(InventorySchema, 'Adjust a castaway’s inventory')
  adjust(
    @Param('castawayId', new ZodPipe(CastawayIdSchema)) castawayId: number,
    @Body(new ZodPipe(InventoryAdjustRequestSchema)) body: z.output<typeof InventoryAdjustRequestSchema>,
    @IdempotencyKey() key?: string,
  ): Promise<Inventory> {
    return this.commands.execute(new AdjustInventory(castawayId, body.itemType, body.amount, key));
  }
}
