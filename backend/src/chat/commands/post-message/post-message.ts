import { Injectable } from '@nestjs/common';
import { CHAT_RATE, ChatPosted, chatMoment } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { fold } from '../../../event-store/decider';
import { EventStore } from '../../../event-store/event-store.service';
import { readSeasonSchedule } from '../../../game/season-schedule.sql';
import { ChatLeague, nextMessageId, recentSentAts } from '../../chat.sql';
import { Chatter } from '../../chatter';
import { chatMemberStreamId, chatMessageStreamId } from '../../domain/chat.events';
import { chatMemberDecider } from '../../domain/chat-member.decider';

/**
 * POST /api/leagues/{id}/chat. The sender's standing is read with its stream's lock, so one sender's posts queue up
 * across processes and the rate limit counts every one of them; a refusal appends nothing. The message carries the
 * minute of the episode its sender has reached (contracts' chatMoment), which holds it back from viewers behind.
 */
@Injectable()
export class PostChatMessage {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  /** With an Idempotency-Key, a message sent again (a flaky connection) is posted once and answered the same. */
  run(
    league: ChatLeague,
    sender: Chatter,
    text: string,
    timeZone: string | undefined,
    idempotencyKey?: string,
  ): Promise<ChatPosted> {
    return this.store.execute('PostChatMessage', idempotencyKey, async (tx) => {
      const now = this.clock.now();
      const standing = await tx.readStream(chatMemberStreamId(league.id, sender.userName));
      const [recent, schedule] = await Promise.all([
        recentSentAts(tx.manager, league.id, sender.key, new Date(now.getTime() - CHAT_RATE.perMs)),
        readSeasonSchedule(tx.manager, league.season),
      ]);
      const messageId = await nextMessageId(tx.manager);
      const events = chatMemberDecider.decide(
        {
          type: 'SendMessage',
          leagueId: league.id,
          season: league.season,
          messageId,
          author: { key: sender.key, userName: sender.userName },
          text,
          moment: chatMoment(schedule, { timeZone }, now.getTime()),
          recentSentAts: recent,
          now,
        },
        fold(chatMemberDecider, standing),
      );
      const sent = events.filter((event) => event.type === 'ChatMessageSent');
      await tx.append(chatMessageStreamId(league.id, messageId), 0, sent, { actor: `chat:${sender.userName}` });
      return { id: messageId, at: now.toISOString() };
    });
  }
}
