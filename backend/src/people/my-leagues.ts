import { Injectable } from '@nestjs/common';
import { Me, SeasonSchedule } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { unreadCounts } from '../chat/chat.sql';
import { Clock } from '../common/clock';
import { readSeasonSchedule } from '../game/season-schedule.sql';
import { entryDue } from './entry-due';
import { leaguesRunBy, myEntries } from './people.sql';

/** GET /api/me: every entry the person owns, with its standing and what is due next, and the leagues they run. */
@Injectable()
export class MyLeagues {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  async of(email: string): Promise<Me> {
    const address = email.toLowerCase();
    const manager = this.db.manager;
    const [entries, leaguesRun] = await Promise.all([myEntries(manager, address), leaguesRunBy(manager, address)]);
    const schedules = new Map<number, SeasonSchedule>();
    for (const season of new Set(entries.map((entry) => entry.season)))
      schedules.set(season, await readSeasonSchedule(manager, season));
    const now = this.clock.now();
    // Issue 31: league chat messages after the entry's last seen one, not its own, not hidden.
    const unread = await unreadCounts(manager, entries);
    return {
      email: address,
      entries: entries.map((entry) => {
        const next =
          entry.episodes === null
            ? undefined
            : entryDue(
                {
                  draftDeadline: entry.draftDeadline ? new Date(entry.draftDeadline) : null,
                  leagueCutoffs: entry.leagueCutoffs,
                  schedule: schedules.get(entry.season) ?? {},
                  episodes: entry.episodes,
                  drafted: entry.drafted,
                  swapUsed: entry.swapUsed,
                  pickedEpisodes: entry.pickedEpisodes,
                },
                now,
              );
        return {
          leagueId: entry.leagueId,
          leagueName: entry.leagueName,
          season: entry.season,
          userName: entry.userName,
          rank: entry.rank,
          total: entry.total,
          ...(next ? { next } : {}),
          unreadChat: unread.get(`${entry.leagueId}/${entry.entryId}`) ?? 0,
        };
      }),
      leaguesRun,
    };
  }
}
