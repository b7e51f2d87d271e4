import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  MemberPage,
  MemberPageSchema,
  SeasonSchema,
  StandingsHistory,
  StandingsHistorySchema,
  StandingsQuerySchema,
  StandingsReplay,
  StandingsReplayQuerySchema,
  StandingsReplaySchema,
  StandingsSnapshotSchema,
} from '@tribal/contracts';
import { Request, Response } from 'express';
import { z } from 'zod';
import { Answers, ApiTag } from '../common/api-answers';
import { ZodPipe } from '../common/zod-body.pipe';
import { SeasonExistsPipe } from '../game/season-exists.pipe';
import { SeasonQuery } from '../game/season-query';
import { GetMemberPage } from './queries/get-member-page.query';
import { CurrentStandings, GetStandings } from './queries/get-standings/get-standings.query';
import { GetStandingsAsOf } from './queries/get-standings/get-standings-as-of.query';
import { GetStandingsHistory } from './queries/get-standings/get-standings-history.query';
import { parseStandingsEtags } from './queries/get-standings/snapshot-cache';
import { GetStandingsReplay } from './queries/get-standings-replay.query';

const OptionalSeason = z.object({ season: SeasonSchema.optional() });

/**
 * A proxy or CDN may answer standings for two seconds, and a little longer while it revalidates: on episode night
 * thousands ask for the same bytes, and a live viewer converges through the socket anyway.
 */
const STANDINGS_CACHE_CONTROL = 'public, max-age=2, stale-while-revalidate=30';

@ApiTag('Standings')
@Controller('api/leagues')
export class StandingsController {
  constructor(private readonly queries: QueryBus) {}

  /** The compact StandingsSnapshot; ETag names its version, and a matching If-None-Match answers 304. */
  @Get(':leagueId/standings')
  @Answers(StandingsSnapshotSchema, 'Current standings (compact snapshot; ETag, 304)')
  async standings(
    @Param('leagueId') leagueId: string,
    @Query(new ZodPipe(StandingsQuerySchema), SeasonExistsPipe) query: z.output<typeof StandingsQuerySchema>,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    if (query.asOfEpisode !== undefined) {
      const snapshot = await this.queries.execute(new GetStandingsAsOf(leagueId, query.asOfEpisode, query.season));
      // Past episodes change only when corrected: caches keep the answer and revalidate it by its ETag (304).
      response.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      response.json(snapshot);
      return;
    }
    const known = parseStandingsEtags(request.headers['if-none-match']);
    const current: CurrentStandings = await this.queries.execute(new GetStandings(leagueId, query.season, known));
    response.setHeader('ETag', current.etag);
    response.setHeader('Cache-Control', STANDINGS_CACHE_CONTROL);
    if (!current.encoded) {
      response.status(304).end();
      return;
    }
    response.type('application/json').send(current.encoded.json);
  }

  @Get(':leagueId/standings/history')
  @Answers(StandingsHistorySchema, 'Totals after each scored episode')
  history(@Param('leagueId') leagueId: string, @SeasonQuery() season: number | undefined): Promise<StandingsHistory> {
    return this.queries.execute(new GetStandingsHistory(leagueId, season));
  }

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
