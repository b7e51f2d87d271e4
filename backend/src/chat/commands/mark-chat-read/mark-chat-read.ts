import { Injectable } from '@nestjs/common';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { Chatter } from '../../chatter';
import { chatReadStreamId } from '../../domain/chat.events';
import { chatReadDecider } from '../../domain/chat-choices.decider';

/** PUT /api/leagues/{id}/chat/read: the caller has seen the league's chat through this message (each of their entries). */
@Injectable()
export class MarkChatRead {
  constructor(private readonly store: EventStore) {}

  run(leagueId: string, reader: Chatter, lastSeenId: string): Promise<void> {
    return this.store.execute('MarkChatRead', undefined, async (tx) => {
      for (const entryId of reader.entryIds)
        await decideAndAppend(
          tx,
          chatReadStreamId(leagueId, entryId),
          chatReadDecider,
          { leagueId, entryId, lastSeenId },
          { actor: `chat:${reader.userName}` },
        );
    });
  }
}
