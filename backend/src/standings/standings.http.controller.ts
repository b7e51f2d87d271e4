import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  MemberPage,
  MemberPageSchema,
  SeasonSchema,
  StandingsReplay,
  StandingsReplayQuerySchema,
  StandingsReplaySchema,
} from '@tribal/contracts';
import { z } from 'zod';
import { Answers, ApiTag } from '../common/api-answers';
import { ZodPipe } from '../common/zod-body.pipe';
import { SeasonExistsPipe } from '../game/season-exists.pipe';
import { GetMemberPage } from './queries/get-member-page.query';
import { GetStandingsReplay } from './queries/get-standings-replay.query';

const OptionalSeason = z.object({ season: SeasonSchema.optional() });

@ApiTag('Standings')
@Controller('api/leagues')
export class StandingsController {
  constructor(private readonly queries: QueryBus) {}

  /** The public member page: team and swaps, points per castaway per episode, rank by episode. */
  @Get(':leagueId/members/:userName')
  @Answers(MemberPageSchema, 'A member page: team, swaps, points and rank by episode')
  member(
    @Param('leagueId') leagueId: string,
    @Param('userName') userName: string,
    @Query(new ZodPipe(OptionalSeason), SeasonExistsPipe) query: z.output<typeof OptionalSeason>,
  ): Promise<MemberPage> {
    return this.queries.execute(new GetMemberPage(leagueId, userName, query.season));
  }

  /** An episode as ordered steps (each happening, or one for a grid save) with every member's total and rank after. */
  @Get(':leagueId/standings/replay')
  @Answers(StandingsReplaySchema, 'An episode step by step')
  replay(
    @Param('leagueId') leagueId: string,
    @Query(new ZodPipe(StandingsReplayQuerySchema), SeasonExistsPipe) query: z.output<
      typeof StandingsReplayQuerySchema
    >,
  ): Promise<StandingsReplay> {
    return this.queries.execute(new GetStandingsReplay(leagueId, query.episode, query.season));
  }
}
