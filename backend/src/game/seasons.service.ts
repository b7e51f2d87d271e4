import { Injectable } from '@nestjs/common';
import {
  defaultSeason,
  episodeRangeMessage,
  inRange,
  SEASON_MESSAGES,
  SeasonEpisodeRanges,
  SeasonFields,
  SeasonSummary,
  seasonEpisodeRanges,
  seasonStatus,
} from '@tribal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { badRequest, notFound } from '../common/domain-error';
import { FreshReads } from '../database/fresh-reads';
import { preparedRows } from '../database/query-rows';

export interface SeasonRecord extends SeasonFields {
  ranges: SeasonEpisodeRanges;
}

interface SeasonRow {
  number: number;
  title: string;
  premiere: string;
  episodes: number;
}

const toRecord = (row: SeasonRow): SeasonRecord => ({
  number: row.number,
  title: row.title,
  premiere: row.premiere,
  episodes: row.episodes,
  ranges: seasonEpisodeRanges(row.episodes),
});

/**
 * The one server-side home of "does season N exist" (the `seasons` read table): every route, command and
 * subscription that names a season asks `require`, which answers the season with its episode ranges or a 404.
 */
@Injectable()
export class SeasonsService {
  /** Outside a transaction: every viewer arriving on episode night names the season; they share the look-ups. */
  private readonly reads = new FreshReads<SeasonRecord | null>();

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The season, read in `manager`'s transaction when one is given (a command sees its own writes). */
  find(season: number, manager?: EntityManager): Promise<SeasonRecord | null> {
    if (manager) return this.read(season, manager);
    return this.reads.read(String(season), () => this.read(season, this.db.manager));
  }

  private async read(season: number, manager: EntityManager): Promise<SeasonRecord | null> {
    const rows = await preparedRows<SeasonRow>(
      manager,
      'seasons.find',
      'SELECT number, title, premiere, episodes FROM seasons WHERE number = $1',
      [season],
    );
    return rows.length > 0 ? toRecord(rows[0]) : null;
  }

  /** The season, or a 404 naming it. */
  async require(season: number, manager?: EntityManager): Promise<SeasonRecord> {
    const found = await this.find(season, manager);
    if (!found) throw notFound(SEASON_MESSAGES.notFound(season));
    return found;
  }

  /**
   * The season, after checking that `episode` is in one of its ranges (a 13-episode season has no episode 14): 404
   * for an unknown season, 400 naming the season's range for an episode outside it.
   */
  async requireEpisode(
    season: number,
    episode: number,
    range: 'all' | 'scoring' | 'pick' | 'cutoff',
    field = 'episode',
    manager?: EntityManager,
  ): Promise<SeasonRecord> {
    const found = await this.require(season, manager);
    if (!inRange(episode, found.ranges[range])) {
      throw badRequest(episodeRangeMessage(field, found.ranges[range]), field);
    }
    return found;
  }

  /**
   * The season a new league plays: the one named (which must exist), else contracts' defaultSeason (airing now,
   * else the next upcoming, else the latest). The admin's create and the self-serve start both ask here.
   */
  async forNewLeague(named: number | undefined, manager?: EntityManager): Promise<number> {
    const season = named ?? defaultSeason(await this.list(manager));
    if (season === undefined) throw notFound(SEASON_MESSAGES.noSeasons);
    await this.require(season, manager);
    return season;
  }

  /** Every season, newest first, with its status by the server clock and its cast count (GET /api/seasons). */
  async list(manager: EntityManager = this.db.manager): Promise<SeasonSummary[]> {
    const rows: Array<SeasonRow & { cast_count: number; schedule: Record<string, string> | null }> =
      await manager.query(
        `SELECT s.number, s.title, s.premiere, s.episodes,
              (SELECT count(*)::int FROM castaways c WHERE c.season = s.number) AS cast_count,
              (SELECT jsonb_object_agg(episode::text, to_char(air_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                 FROM season_schedule sc WHERE sc.season = s.number) AS schedule
       FROM seasons s ORDER BY s.number DESC`,
      );
    const now = this.clock.now().getTime();
    return rows.map((row) => ({
      number: row.number,
      title: row.title,
      premiere: row.premiere,
      episodes: row.episodes,
      status: seasonStatus(row, row.schedule ?? {}, now),
      castCount: row.cast_count,
    }));
  }
}
