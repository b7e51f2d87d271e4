import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { LeagueRecordEntry, MESSAGES, pickCutoffInForce, picksUnsealed } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock';
import { notFound } from '../../../common/domain-error';
import { StoredEvent } from '../../../event-store/stored-event';
import { readSeasonSchedule } from '../../../game/season-schedule.sql';
import { SeasonsService } from '../../../game/seasons.service';
import { buildLeagueRecord } from './league-record';
import { readCastawayNames, readRecordEvents, readRecordLeague, readVoteOutEpisodes } from './league-record.sql';

/** GET /api/leagues/{id}/record (public): every change by the site admin or the commissioner, newest first. */
export class GetLeagueRecord extends Query<LeagueRecordEntry[]> {
  constructor(readonly leagueId: string) {
    super();
  }
}

@QueryHandler(GetLeagueRecord)
export class GetLeagueRecordHandler implements IQueryHandler<GetLeagueRecord> {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly seasons: SeasonsService,
  ) {}

  async execute({ leagueId }: GetLeagueRecord): Promise<LeagueRecordEntry[]> {
    const league = await readRecordLeague(this.db.manager, leagueId);
    if (!league) throw notFound(MESSAGES.leagueNotFound);
    const [rows, castaways, outs, schedule, season] = await Promise.all([
      readRecordEvents(this.db.manager, leagueId),
      readCastawayNames(this.db.manager, league.season),
      // the vote-out half of contracts' picksUnsealed, applied below with the cutoff and the air time
      readVoteOutEpisodes(this.db.manager, league.season),
      readSeasonSchedule(this.db.manager, league.season),
      this.seasons.require(league.season),
    ]);
    const names = new Map(castaways.map((c) => [c.id, c.name]));
    const votedOut = new Set(outs.map((o) => o.episode));
    const now = this.clock.now().getTime();
    const events: StoredEvent[] = rows.map((row) => ({
      position: Number(row.position),
      streamId: row.stream_id as string,
      streamVersion: row.stream_version as number,
      type: row.type as string,
      data: row.data,
      metadata: row.metadata as StoredEvent['metadata'],
      occurredAt: row.occurred_at as Date,
    }));
    return buildLeagueRecord(events, {
      castawayName: (id) => names.get(id) ?? `castaway #${id}`,
      pickClosed: (episode) =>
        picksUnsealed(
          pickCutoffInForce(league.weekly_elimination_cutoffs ?? {}, schedule, episode, season.episodes)?.at ?? null,
          schedule[String(episode)],
          votedOut.has(episode),
          now,
        ),
    });
  }
}
