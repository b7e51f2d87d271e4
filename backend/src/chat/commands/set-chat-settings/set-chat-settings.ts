import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { LeagueManagerRole } from '../../../game/league-manager-role';
import { chatSettingsStreamId } from '../../domain/chat.events';
import { chatSettingsDecider } from '../../domain/chat-choices.decider';

/** PUT /api/leagues/{id}/chat/settings (the league's manager): whether visitors may read the league's chat. */
@Injectable()
export class SetChatSettings {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  run(leagueId: string, openToVisitors: boolean, role: LeagueManagerRole): Promise<void> {
    return this.store.execute('SetChatSettings', undefined, async (tx) => {
      await decideAndAppend(
        tx,
        chatSettingsStreamId(leagueId),
        chatSettingsDecider,
        { leagueId, openToVisitors, now: this.clock.now() },
        { actor: role },
      );
    });
  }
}
