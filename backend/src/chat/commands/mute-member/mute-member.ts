import { Injectable } from '@nestjs/common';
import { CHAT_MESSAGES } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { notFound } from '../../../common/domain-error';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { eventsOfType } from '../../../event-store/stored-event';
import { LeagueManagerRole } from '../../../game/league-manager-role';
import { memberNamed } from '../../chat.sql';
import { chatMemberStreamId } from '../../domain/chat.events';
import { chatMemberDecider } from '../../domain/chat-member.decider';

/** POST /api/leagues/{id}/members/{userName}/mute (the league's manager): the member may not post for 24 hours. */
@Injectable()
export class MuteChatMember {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  run(leagueId: string, userName: string, role: LeagueManagerRole): Promise<{ userName: string; mutedUntil: string }> {
    return this.store.execute('MuteChatMember', undefined, async (tx) => {
      const member = await memberNamed(tx.manager, leagueId, userName);
      if (!member) throw notFound(CHAT_MESSAGES.memberNotFound);
      const events = await decideAndAppend(
        tx,
        chatMemberStreamId(leagueId, member),
        chatMemberDecider,
        { type: 'Mute', leagueId, userName: member, now: this.clock.now() },
        { actor: role },
      );
      const [muted] = eventsOfType(events, 'MemberMutedInChat');
      return { userName: member, mutedUntil: muted.data.mutedUntil };
    });
  }
}
