import { Injectable } from '@nestjs/common';
import { ChatViewer, Reactions } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { Caller } from '../../../access/caller';
import { authorize, can } from '../../../access/policies';
import { Clock } from '../../../common/clock';
import { ChatLeague, reactionsOf } from '../../chat.sql';
import { ChatReadTables, visibleCounts } from '../../chat-read-model';
import { chatterOf } from '../../chatter';

/**
 * GET /api/leagues/{id}/reactions (and the answer of PUT): the reaction counts of the season's happenings as the
 * caller's shield lets them see them now, and the caller's own reaction to each (always theirs to see).
 */
@Injectable()
export class GetReactions {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly readTables: ChatReadTables,
  ) {}

  async run(
    league: ChatLeague,
    caller: Caller,
    season: number,
    viewer: ChatViewer,
    happeningIds?: number[],
  ): Promise<Reactions> {
    authorize(caller, 'chat:read', { leagueId: league.id, openToVisitors: league.openToVisitors });
    const [schedule, rows] = await Promise.all([
      this.readTables.scheduleOf(season),
      reactionsOf(this.db.manager, league.id, season, happeningIds),
    ]);
    const counts = visibleCounts(rows, schedule, viewer, this.clock.now().getTime());
    const me = can(caller, 'chat:post', league.id) ? chatterOf(caller, league).key : null;
    const ids = happeningIds ?? [...counts.keys()].sort((a, b) => a - b);
    return {
      season,
      lines: ids.map((happeningId) => ({
        happeningId,
        counts: counts.get(happeningId) ?? {},
        mine: rows.find((row) => row.happeningId === happeningId && row.reactorKey === me)?.reaction ?? null,
      })),
    };
  }
}
