import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import {
  forgetLeagueChat,
  recordHidden,
  recordMessage,
  recordMute,
  recordReaction,
  recordReadMark,
  recordReport,
  recordSettings,
} from './chat.sql';
import * as notices from './chat-notices';

const HANDLES = eventTypes(
  'ChatMessageSent',
  'ChatMessageHidden',
  'ChatMessageReported',
  'MemberMutedInChat',
  'ChatSettingsSet',
  'ChatReadUpTo',
  'ReactionSet',
  'LeagueDeleted',
);
type Handled = EventsIn<typeof HANDLES>;

/**
 * The chat's read tables (`chat_messages`, `chat_reports`, `chat_mutes`, `chat_settings`, `chat_read_marks`,
 * `chat_reactions`), and after commit the notices the live fan-out sends on (`chat-notices.ts`).
 */
@Injectable()
export class ChatProjection extends RegisteredProjection<Handled> {
  readonly name = 'league-chat';
  readonly readTables = [
    'chat_messages',
    'chat_reports',
    'chat_mutes',
    'chat_settings',
    'chat_read_marks',
    'chat_reactions',
  ];
  readonly handles = HANDLES;

  async apply(event: StoredEvent<Handled>, { manager, afterCommit }: ProjectionContext): Promise<void> {
    switch (event.type) {
      case 'ChatMessageSent': {
        const d = event.data;
        await recordMessage(manager, d);
        afterCommit(
          new notices.ChatMessagePosted(
            d.leagueId,
            d.season,
            {
              id: d.messageId,
              userName: d.userName,
              text: d.text,
              at: d.sentAt,
              ...(d.moment && { moment: d.moment }),
            },
            Date.parse(d.sentAt),
            d.moment,
          ),
        );
        return;
      }
      case 'ChatMessageHidden':
        await recordHidden(manager, event.data);
        afterCommit(new notices.ChatMessageHidden(event.data.leagueId, event.data.messageId));
        return;
      case 'ChatMessageReported':
        return recordReport(manager, event.data);
      case 'MemberMutedInChat':
        return recordMute(manager, event.data);
      case 'ChatSettingsSet':
        return recordSettings(manager, event.data);
      case 'ChatReadUpTo':
        return recordReadMark(manager, event.data);
      case 'ReactionSet': {
        const d = event.data;
        await recordReaction(manager, d);
        afterCommit(new notices.ReactionChanged(d.leagueId, d.season, d.happeningId, Date.parse(d.sentAt), d.moment));
        return;
      }
      case 'LeagueDeleted':
        return forgetLeagueChat(manager, event.data.leagueId);
    }
  }
}
