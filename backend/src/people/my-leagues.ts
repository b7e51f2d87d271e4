import { Injectable } from '@nestjs/common';
import { ChatViewer, Me, SeasonSchedule } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { UnreadChat, unreadCounts } from '../chat/chat.sql';
import { visibleUnread } from '../chat/chat-read-model';
import { Clock } from '../common/clock';
import { readSeasonSchedule } from '../game/season-schedule.sql';
import { entryDue } from './entry-due';
import { leaguesRunBy, myEntries } from './people.sql';

const unreadOf = (
  unread: UnreadChat | undefined,
  schedule: SeasonSchedule | undefined,
  viewer: ChatViewer,
  now: Date,
): number => (unread ? visibleUnread(unread, schedule ?? {}, viewer, now.getTime()) : 0);

/** GET /api/me: every entry the person owns, with its standing and what is due next, and the leagues they run. */
@Injectable()
export class MyLeagues {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * `timeZone`: the caller's spoiler-shield zone (absent: the shield is off). With it, the unread counts leave out the
   * messages the chat still holds back from a viewer there (issue 31). One season's reveal cannot speak for every
   * league, so none is taken: a held message counts once the episode has aired that far in the zone.
   */
  async of(email: string, timeZone?: string): Promise<Me> {
    const address = email.toLowerCase();
    const manager = this.db.manager;
    const [entries, leaguesRun] = await Promise.all([myEntries(manager, address), leaguesRunBy(manager, address)]);
    const schedules = new Map<number, SeasonSchedule>();
    for (const season of new Set(entries.map((entry) => entry.season)))
      schedules.set(season, await readSeasonSchedule(manager, season));
    const now = this.clock.now();
    // Issue 31: league chat messages after the entry's last seen one, not its own, not hidden; shielded with a zone.
    const viewer: ChatViewer = { timeZone };
    const unread = await unreadCounts(manager, entries, timeZone === undefined ? undefined : now);
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
          unreadChat: unreadOf(
            unread.get(`${entry.leagueId}/${entry.entryId}`),
            schedules.get(entry.season),
            viewer,
            now,
          ),
        };
      }),
      leaguesRun,
    };
  }
}
