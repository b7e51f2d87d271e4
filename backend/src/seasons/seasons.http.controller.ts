import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  CreateSeasonRequestSchema,
  EditSeasonRequestSchema,
  SeasonSchema,
  SeasonSummary,
  SeasonSummarySchema,
} from '@tribal/contracts';
import { z } from 'zod';
import { AdminOnly } from '../access/admin-only.guard';
import { Answers, ApiTag } from '../common/api-answers';
import { IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { SeasonsService } from '../game/seasons.service';
import { EditSeason } from './commands/edit-season/edit-season.command';
import { OpenSeason } from './commands/open-season/open-season.command';

@ApiTag('Seasons')
@Controller('api/seasons')
export class SeasonsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly seasons: SeasonsService,
  ) {}

  /** Public: every season, newest first, with its status (by the server clock) and cast count. */
  @Get()
  @Answers(z.array(SeasonSummarySchema), 'Every season, newest first, with its status and cast count')
  list(): Promise<SeasonSummary[]> {
    return this.seasons.list();
  }

  @Post()
  @HttpCode(201)
  @AdminOnly()
  @Answers(SeasonSummarySchema, 'Open a season')
  open(
    @Body(new ZodPipe(CreateSeasonRequestSchema)) body: z.output<typeof CreateSeasonRequestSchema>,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<SeasonSummary> {
    return this.commands.execute(new OpenSeason(body, idempotencyKey));
  }

  @Patch(':season')
  @AdminOnly()
  @Answers(SeasonSummarySchema, 'Edit a season')
  edit(
    @Param('season', new ZodPipe(SeasonSchema)) season: number,
    @Body(new ZodPipe(EditSeasonRequestSchema)) body: z.output<typeof EditSeasonRequestSchema>,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<SeasonSummary> {
    return this.commands.execute(new EditSeason(season, body, idempotencyKey));
  }
}
