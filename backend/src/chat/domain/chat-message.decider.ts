import { CHAT_MESSAGES } from '@tribal/contracts';
import { notFound } from '../../common/domain-error';
import { Decider } from '../../event-store/decider';
import { ChatMessageEvent, ChatMessageHidden, ChatMessageReported, ChatMessageSent, ChatterKey } from './chat.events';

export interface ChatMessageState {
  sent: ChatMessageSent['data'] | null;
  hidden: boolean;
  reporters: ReadonlySet<string>;
}

export type ChatMessageCommand =
  | { type: 'HideMessage'; now: Date }
  | { type: 'ReportMessage'; reporter: { key: ChatterKey; userName: string }; now: Date };

/**
 * One message after it was sent: the commissioner hides it once (hiding it again changes nothing), and each member
 * reports it once (the commissioner is told once per reporter). Neither applies to a message that was never sent.
 */
function decide(
  command: ChatMessageCommand,
  { sent, hidden, reporters }: ChatMessageState,
): Array<ChatMessageHidden | ChatMessageReported> {
  if (!sent) throw notFound(CHAT_MESSAGES.messageNotFound);
  if (command.type === 'HideMessage') {
    if (hidden) return [];
    return [
      {
        type: 'ChatMessageHidden',
        data: {
          leagueId: sent.leagueId,
          messageId: sent.messageId,
          userName: sent.userName,
          hiddenAt: command.now.toISOString(),
        },
      },
    ];
  }
  if (reporters.has(command.reporter.key)) return [];
  return [
    {
      type: 'ChatMessageReported',
      data: {
        leagueId: sent.leagueId,
        messageId: sent.messageId,
        reporterKey: command.reporter.key,
        reporterName: command.reporter.userName,
        reportedAt: command.now.toISOString(),
      },
    },
  ];
}

function evolve(state: ChatMessageState, event: ChatMessageEvent): ChatMessageState {
  switch (event.type) {
    case 'ChatMessageSent':
      return { ...state, sent: event.data };
    case 'ChatMessageHidden':
      return { ...state, hidden: true };
    case 'ChatMessageReported':
      return { ...state, reporters: new Set([...state.reporters, event.data.reporterKey]) };
  }
}

export const chatMessageDecider: Decider<ChatMessageState, ChatMessageCommand, ChatMessageEvent> = {
  initialState: () => ({ sent: null, hidden: false, reporters: new Set() }),
  evolve,
  decide,
};
