import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { LeagueManagerRole } from '../../../game/league-manager-role';
import { chatMessageStreamId } from '../../domain/chat.events';
import { chatMessageDecider } from '../../domain/chat-message.decider';

/**
 * POST /api/leagues/{id}/chat/{messageId}/hide (the league's manager): the message shows "hidden by the
 * commissioner" from now on, its text never leaves the server again, and the record says whose message it was.
 */
@Injectable()
export class HideChatMessage {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  run(leagueId: string, messageId: string, role: LeagueManagerRole): Promise<void> {
    return this.store.execute('HideChatMessage', undefined, async (tx) => {
      await decideAndAppend(
        tx,
        chatMessageStreamId(leagueId, messageId),
        chatMessageDecider,
        { type: 'HideMessage', now: this.clock.now() },
        { actor: role },
      );
    });
  }
}
