import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CreateSeasonRequestSchema, EditSeasonRequestSchema, SeasonSchema, SeasonSummary } from '@tribal/contracts';
import { z } from 'zod';
import { AdminOnly } from '../admin/auth/admin.guard';
import { IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { SeasonsService } from '../game/seasons.service';
import { EditSeason } from './commands/edit-season/edit-season.command';
import { OpenSeason } from './commands/open-season/open-season.command';

@Controller('api/seasons')
export class SeasonsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly seasons: SeasonsService,
  ) {}

  /** Public: every season, newest first, with its status (by the server clock) and cast count. */
  @Get()
  list(): Promise<SeasonSummary[]> {
    return this.seasons.list();
  }

  @Post()
  @HttpCode(201)
  @AdminOnly()
  open(
    @Body(new ZodPipe(CreateSeasonRequestSchema)) body: z.output<typeof CreateSeasonRequestSchema>,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<SeasonSummary> {
    return this.commands.execute(new OpenSeason(body, idempotencyKey));
  }

  @Patch(':season')
  @AdminOnly()
  edit(
    @Param('season', new ZodPipe(SeasonSchema)) season: number,
    @Body(new ZodPipe(EditSeasonRequestSchema)) body: z.output<typeof EditSeasonRequestSchema>,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<SeasonSummary> {
    return this.commands.execute(new EditSeason(season, body, idempotencyKey));
  }
}
