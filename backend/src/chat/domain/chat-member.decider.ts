import { CHAT_MESSAGES, CHAT_MUTE_HOURS, CHAT_RATE, ChatMoment } from '@tribal/contracts';
import { forbidden, tooManyRequests } from '../../common/domain-error';
import { Decider } from '../../event-store/decider';
import { ChatMessageSent, ChatterKey, MemberMutedInChat } from './chat.events';

export interface ChatMemberState {
  /** ISO instant the member's latest mute ends (it may be over) */
  mutedUntil: string | null;
}

export type ChatMemberCommand =
  | {
      type: 'SendMessage';
      leagueId: string;
      season: number;
      /** the id the message gets (handed out in order) */
      messageId: string;
      author: { key: ChatterKey; userName: string };
      /** already checked and trimmed by the contract's schema */
      text: string;
      moment: ChatMoment | null;
      /** when the sender's earlier messages of the last CHAT_RATE window were sent (ms) */
      recentSentAts: readonly number[];
      now: Date;
    }
  | { type: 'Mute'; leagueId: string; userName: string; now: Date };

/**
 * A member's standing in a league's chat. Sending: refused while a mute is in force (403, saying until when), and
 * over CHAT_RATE (10 in any 10 seconds: 429, with how long until the oldest of those ten leaves the window).
 * Muting: CHAT_MUTE_HOURS from now, also when a mute is in force already (the commissioner means it again).
 */
function decide(command: ChatMemberCommand, state: ChatMemberState): Array<ChatMessageSent | MemberMutedInChat> {
  const now = command.now.getTime();
  if (command.type === 'Mute') {
    return [
      {
        type: 'MemberMutedInChat',
        data: {
          leagueId: command.leagueId,
          userName: command.userName,
          mutedUntil: new Date(now + CHAT_MUTE_HOURS * 3_600_000).toISOString(),
          mutedAt: command.now.toISOString(),
        },
      },
    ];
  }
  if (state.mutedUntil && Date.parse(state.mutedUntil) > now) throw forbidden(CHAT_MESSAGES.muted(state.mutedUntil));
  const inWindow = command.recentSentAts
    .filter((sentAt) => sentAt > now - CHAT_RATE.perMs && sentAt <= now)
    .sort((a, b) => b - a);
  if (inWindow.length >= CHAT_RATE.messages) {
    const leavesWindow = inWindow[CHAT_RATE.messages - 1] + CHAT_RATE.perMs;
    throw tooManyRequests(CHAT_MESSAGES.tooFast, (leavesWindow - now) / 1000);
  }
  return [
    {
      type: 'ChatMessageSent',
      data: {
        leagueId: command.leagueId,
        season: command.season,
        messageId: command.messageId,
        authorKey: command.author.key,
        userName: command.author.userName,
        text: command.text,
        sentAt: command.now.toISOString(),
        moment: command.moment,
      },
    },
  ];
}

export const chatMemberDecider: Decider<ChatMemberState, ChatMemberCommand, ChatMessageSent | MemberMutedInChat> = {
  initialState: () => ({ mutedUntil: null }),
  evolve: (state, event) => (event.type === 'MemberMutedInChat' ? { mutedUntil: event.data.mutedUntil } : state),
  decide,
};
