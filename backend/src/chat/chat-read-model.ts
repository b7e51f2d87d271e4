import { Injectable } from '@nestjs/common';
import { ChatMessage, ChatViewer, chatVisibleAt, ReactionCounts, ReactionKind } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { Caller } from '../access/caller';
import { can } from '../access/policies';
import { readSeasonSchedule } from '../game/season-schedule.sql';
import { chatLeagueOf, MessageRow, momentMessages, momentOf, ReactionRow, reactionsOf, UnreadChat } from './chat.sql';
import { ChatReadModel } from './chat-notices';

/** A message as the chat answers it: a hidden one without its text; `reports` only for the league's manager. */
export function chatMessageOf(row: MessageRow, withReports: boolean): ChatMessage {
  const moment = momentOf(row);
  return {
    id: row.id,
    userName: row.userName,
    text: row.hidden ? '' : row.text,
    at: new Date(row.sentAt).toISOString(),
    ...(row.hidden && { hidden: true }),
    ...(moment && { moment }),
    ...(withReports && { reports: row.reports }),
  };
}

/** The counts of reactions a viewer may see at `now` (contracts' chatVisibleAt, as for messages). */
export function visibleCounts(
  rows: readonly ReactionRow[],
  schedule: Readonly<Record<string, string>>,
  viewer: ChatViewer,
  now: number,
): Map<number, ReactionCounts> {
  const counts = new Map<number, Partial<Record<ReactionKind, number>>>();
  for (const row of rows) {
    const line = counts.get(row.happeningId) ?? {};
    counts.set(row.happeningId, line);
    const visibleAt = chatVisibleAt(
      { sentAt: new Date(row.sentAt).getTime(), moment: momentOf(row) },
      schedule,
      viewer,
    );
    if (visibleAt <= now) line[row.reaction] = (line[row.reaction] ?? 0) + 1;
  }
  return counts;
}

/**
 * An entry's unread count as a viewer may see it at `now` (My leagues): the unread messages less those the viewer's
 * shield still holds back (contracts' chatVisibleAt, as the chat itself). Those past the ones read
 * (UNREAD_MOMENTS_READ) count as held: a count that errs low never spoils, and at that size the screen says "99+".
 */
export function visibleUnread(
  unread: UnreadChat,
  schedule: Readonly<Record<string, string>>,
  viewer: ChatViewer,
  now: number,
): number {
  if (viewer.timeZone === undefined) return unread.count;
  const held = unread.moments.filter(
    ({ sentAt, episode, minute }) =>
      chatVisibleAt({ sentAt: new Date(sentAt).getTime(), moment: { episode, minute } }, schedule, viewer) > now,
  ).length;
  const notRead = unread.momentCount - unread.moments.length;
  return Math.max(0, unread.count - held - notRead);
}

/**
 * What the chat's routes and its live fan-out read, every answer shielded for the viewer at `now`: which messages are
 * still held back from them (and until when), and the reaction counts they may see.
 */
@Injectable()
export class ChatReadTables extends ChatReadModel {
  constructor(private readonly db: DataSource) {
    super();
  }

  async mayRead(caller: Caller, leagueId: string): Promise<boolean> {
    const league = await chatLeagueOf(this.db.manager, leagueId);
    return league !== undefined && can(caller, 'chat:read', { leagueId, openToVisitors: league.openToVisitors });
  }

  async heldFor(
    leagueId: string,
    viewer: ChatViewer,
    now: number,
  ): Promise<Array<{ message: ChatMessage; visibleAt: number }>> {
    if (viewer.timeZone === undefined) return [];
    const league = await chatLeagueOf(this.db.manager, leagueId);
    if (!league) return [];
    const [schedule, rows] = await Promise.all([
      this.scheduleOf(league.season),
      momentMessages(this.db.manager, leagueId, new Date(now)),
    ]);
    return rows
      .map((row) => ({
        message: chatMessageOf(row, false),
        visibleAt: chatVisibleAt({ sentAt: new Date(row.sentAt).getTime(), moment: momentOf(row) }, schedule, viewer),
      }))
      .filter((held) => held.visibleAt > now);
  }

  scheduleOf(season: number): Promise<Readonly<Record<string, string>>> {
    return readSeasonSchedule(this.db.manager, season);
  }

  async reactionCounts(
    leagueId: string,
    season: number,
    happeningIds: number[],
    viewer: ChatViewer,
    now: number,
  ): Promise<Map<number, ReactionCounts>> {
    const [schedule, rows] = await Promise.all([
      this.scheduleOf(season),
      reactionsOf(this.db.manager, leagueId, season, happeningIds),
    ]);
    const counts = visibleCounts(rows, schedule, viewer, now);
    for (const id of happeningIds) if (!counts.has(id)) counts.set(id, {});
    return counts;
  }
}
