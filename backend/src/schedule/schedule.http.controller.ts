import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  MessageResponseSchema,
  SCHEDULE_MESSAGES,
  SeasonSchedule,
  SeasonScheduleSchema,
  SeasonSchema,
} from '@tribal/contracts';
import { AdminOnly } from '../access/admin-only.guard';
import { Answers, ApiTag } from '../common/api-answers';
import { badRequest } from '../common/domain-error';
import { IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { SeasonExistsPipe } from '../game/season-exists.pipe';
import { SeasonsService } from '../game/seasons.service';
import { SetSeasonSchedule } from './commands/set-season-schedule/set-season-schedule.command';
import { GetSeasonSchedule } from './queries/get-season-schedule.query';

@ApiTag('Schedule')
@Controller('api/seasons')
export class ScheduleController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly seasons: SeasonsService,
  ) {}

  /** Public: `{ "<episode>": "<ISO date-time>" }`. */
  @Get(':season/schedule')
  @Answers(SeasonScheduleSchema, 'When each episode airs')
  schedule(@Param('season', new ZodPipe(SeasonSchema), SeasonExistsPipe) season: number): Promise<SeasonSchedule> {
    return this.queries.execute(new GetSeasonSchedule(season));
  }

  @Put(':season/schedule')
  @AdminOnly()
  @Answers(MessageResponseSchema, 'Set the air times')
  async setSchedule(
    @Param('season', new ZodPipe(SeasonSchema)) season: number,
    @Body(new ZodPipe(SeasonScheduleSchema)) body: SeasonSchedule,
    @IdempotencyKey() idempotencyKey?: string,
  ) {
    const { episodes } = await this.seasons.require(season);
    const beyond = Object.keys(body).find((episode) => Number(episode) > episodes);
    if (beyond) throw badRequest(SCHEDULE_MESSAGES.seasonEpisodeRange(episodes), beyond);
    const airTimes = Object.fromEntries(
      Object.entries(body).map(([episode, at]) => [String(Number(episode)), new Date(at)]),
    );
    return this.commands.execute(new SetSeasonSchedule(season, airTimes, idempotencyKey));
  }
}
