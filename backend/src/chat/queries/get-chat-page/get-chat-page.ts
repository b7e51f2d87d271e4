import { Injectable } from '@nestjs/common';
import { ChatPage, ChatQuerySchema } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { Caller } from '../../../access/caller';
import { authorize, can } from '../../../access/policies';
import { Clock } from '../../../common/clock';
import { ChatLeague, messagePage, mutedUntilOf } from '../../chat.sql';
import { ChatReadTables, chatMessageOf } from '../../chat-read-model';
import { chatterOf } from '../../chatter';

/**
 * GET /api/leagues/{id}/chat: a page of the league's messages, newest first, older than `before`. With `tz` the
 * caller's shield holds back what their broadcast has not reached (`heldUntil`: when the first of those shows).
 */
@Injectable()
export class GetChatPage {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly readTables: ChatReadTables,
  ) {}

  async run(league: ChatLeague, caller: Caller, query: z.output<typeof ChatQuerySchema>): Promise<ChatPage> {
    authorize(caller, 'chat:read', { leagueId: league.id, openToVisitors: league.openToVisitors });
    const now = this.clock.now();
    const held = await this.readTables.heldFor(
      league.id,
      { timeZone: query.tz, revealedThrough: query.revealedThrough },
      now.getTime(),
    );
    const canModerate = can(caller, 'league:manage', league.id);
    const rows = await messagePage(
      this.db.manager,
      league.id,
      query.before,
      query.limit,
      held.map((h) => h.message.id),
    );
    const firstHeld = held.length > 0 ? Math.min(...held.map((h) => h.visibleAt)) : null;
    let canPost = can(caller, 'chat:post', league.id);
    let mutedUntil: string | null = null;
    if (canPost) {
      const sender = chatterOf(caller, league);
      const until =
        sender.key === 'commissioner' ? null : await mutedUntilOf(this.db.manager, league.id, sender.userName);
      if (until && until.getTime() > now.getTime()) {
        canPost = false;
        mutedUntil = until.toISOString();
      }
    }
    return {
      messages: rows.map((row) => chatMessageOf(row, canModerate)),
      heldUntil: firstHeld === null ? null : new Date(firstHeld).toISOString(),
      canPost,
      canModerate,
      mutedUntil,
      openToVisitors: league.openToVisitors,
    };
  }
}
