import type { ChatMessage, ChatMoment } from '@tribal/contracts';
import { ChatMessageHidden, ChatMessagePosted, ReactionChanged } from '../../chat/chat-notices';

/**
 * A chat notice as it travels between backend processes (`serverSideEmit` through the socket.io Redis adapter):
 * plain JSON, so that each process rebuilds the same thing whatever the adapter's encoding does with `undefined`.
 */
export type ChatNoticeOnWire =
  | {
      kind: 'posted';
      leagueId: string;
      season: number;
      message: ChatMessage;
      sentAt: number;
      moment: ChatMoment | null;
    }
  | { kind: 'hidden'; leagueId: string; messageId: string }
  | {
      kind: 'reaction';
      leagueId: string;
      season: number;
      happeningId: number;
      sentAt: number;
      moment: ChatMoment | null;
    };

const NOTICE_KINDS: ReadonlyArray<ChatNoticeOnWire['kind']> = ['posted', 'hidden', 'reaction'];

/** The server-side event name on `/live` that carries chat notices to the other processes. */
export const CHAT_FAN_OUT_EVENT = 'chat-fan-out';

export type ChatNotice = ChatMessagePosted | ChatMessageHidden | ReactionChanged;

export function noticeOnWire(notice: ChatNotice): ChatNoticeOnWire {
  if (notice instanceof ChatMessagePosted) {
    const { leagueId, season, message, sentAt, moment } = notice;
    return { kind: 'posted', leagueId, season, message, sentAt, moment };
  }
  if (notice instanceof ChatMessageHidden) {
    return { kind: 'hidden', leagueId: notice.leagueId, messageId: notice.messageId };
  }
  const { leagueId, season, happeningId, sentAt, moment } = notice;
  return { kind: 'reaction', leagueId, season, happeningId, sentAt, moment };
}

/** A notice from another process, or undefined for anything that is not one (never trusted to be well formed). */
export function noticeFromWire(text: unknown): ChatNoticeOnWire | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    const notice = JSON.parse(text) as ChatNoticeOnWire;
    return notice && typeof notice.leagueId === 'string' && NOTICE_KINDS.includes(notice.kind) ? notice : undefined;
  } catch {
    return undefined;
  }
}
