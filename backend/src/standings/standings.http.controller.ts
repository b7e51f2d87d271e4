import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MemberPage, SeasonSchema } from '@tribal/contracts';
import { z } from 'zod';
import { ZodPipe } from '../common/zod-body.pipe';
import { GetMemberPage } from './queries/get-member-page.query';

const OptionalSeason = z.object({ season: SeasonSchema.optional() });

@Controller('api/leagues')
export class StandingsController {
  constructor(private readonly queries: QueryBus) {}

  /** The public member page: team and swaps, points per castaway per episode, rank by episode. */
  @Get(':leagueId/members/:userName')
  member(
    @Param('leagueId') leagueId: string,
    @Param('userName') userName: string,
    @Query(new ZodPipe(OptionalSeason)) query: z.output<typeof OptionalSeason>,
  ): Promise<MemberPage> {
    return this.queries.execute(new GetMemberPage(leagueId, userName, query.season));
  }
}
