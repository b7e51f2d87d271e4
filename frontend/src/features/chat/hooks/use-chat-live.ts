import {
  CHAT_LIVE_EVENTS,
  type ChatBatch,
  ChatBatchSchema,
  type ChatSubscription,
  type ChatViewer,
  chatShieldGroup,
  type ReactionBatch,
  ReactionBatchSchema,
  type SubscribeChatAck,
} from '@tribal/contracts';
import { useEffect, useRef, useState } from 'react';
import { connectLiveSocket } from '@/lib/live-socket';
import type { ChatAuth } from '../api/chat-auth';

const ACK_TIMEOUT_MS = 10_000;
const RESUBSCRIBE_AFTER_MS = { min: 1000, jitter: 3000 };

export interface ChatLiveHandlers {
  chat?(batch: ChatBatch): void;
  reaction?(batch: ReactionBatch): void;
  /** subscribed again after the socket was away: what was said meanwhile is read again */
  caughtUp?(): void;
}

/** `connecting` until the first ack; `refused` when the server said no (a visitor of a closed chat). */
export type ChatLiveStatus = 'connecting' | 'live' | 'reconnecting' | 'refused';

/**
 * The league's chat on the live socket: `subscribe-chat` with the viewer's shield on every (re)connect, and again
 * (after `unsubscribe-chat`) whenever the shield changes (a reveal, another zone), so the server holds back what the
 * shield now hides and nothing more. The handlers of the latest render hear the `chat` and `reaction` frames.
 */
export function useChatLive(
  leagueId: string | undefined,
  viewer: ChatViewer,
  auth: ChatAuth,
  handlers: ChatLiveHandlers,
): ChatLiveStatus {
  const [status, setStatus] = useState<ChatLiveStatus>('connecting');
  const latest = useRef(handlers);
  latest.current = handlers;
  const viewerRef = useRef(viewer);
  viewerRef.current = viewer;
  const resubscribe = useRef<() => void>(() => {});
  const group = chatShieldGroup(viewer);
  const { entryToken, bearerToken } = auth;

  useEffect(() => {
    setStatus('connecting');
    if (!leagueId) return;
    let closed = false;
    let connectedBefore = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const socket = connectLiveSocket({ sessionToken: bearerToken });

    const subscribe = (reconnect: boolean) => {
      if (closed || !socket.connected) return;
      const { timeZone, revealedThrough } = viewerRef.current;
      const subscription: ChatSubscription = { leagueId, timeZone, revealedThrough, entryToken };
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emit(CHAT_LIVE_EVENTS.subscribeChat, subscription, (timeout: Error | null, ack?: SubscribeChatAck) => {
          if (closed) return;
          if (ack && !ack.ok) {
            // A refusal for good (not a member, a closed chat): the page says so from its HTTP answer.
            setStatus(ack.status === 429 || ack.status === 503 ? 'reconnecting' : 'refused');
            if (ack.status !== 429 && ack.status !== 503) return;
          }
          if (timeout || !ack?.ok) {
            clearTimeout(retry);
            retry = setTimeout(
              () => subscribe(reconnect),
              RESUBSCRIBE_AFTER_MS.min + Math.floor(Math.random() * RESUBSCRIBE_AFTER_MS.jitter),
            );
            return;
          }
          setStatus('live');
          if (reconnect) latest.current.caughtUp?.();
        });
    };
    resubscribe.current = () => {
      if (closed || !socket.connected) return;
      socket.emit(CHAT_LIVE_EVENTS.unsubscribeChat, { leagueId });
      subscribe(true);
    };

    socket.on('connect', () => {
      const reconnect = connectedBefore;
      connectedBefore = true;
      subscribe(reconnect);
    });
    socket.on('disconnect', () => setStatus('reconnecting'));
    socket.on('connect_error', () => setStatus('reconnecting'));
    socket.on(CHAT_LIVE_EVENTS.chat, (message: unknown) => {
      const parsed = ChatBatchSchema.safeParse(message);
      if (parsed.success && parsed.data.leagueId === leagueId) latest.current.chat?.(parsed.data);
    });
    socket.on(CHAT_LIVE_EVENTS.reaction, (message: unknown) => {
      const parsed = ReactionBatchSchema.safeParse(message);
      if (parsed.success && parsed.data.leagueId === leagueId) latest.current.reaction?.(parsed.data);
    });
    return () => {
      closed = true;
      clearTimeout(retry);
      resubscribe.current = () => {};
      if (socket.connected) socket.emit(CHAT_LIVE_EVENTS.unsubscribeChat, { leagueId });
      socket.disconnect();
    };
  }, [leagueId, entryToken, bearerToken]);

  // Another shield (revealed, another zone): the same socket subscribes as the new group. The first render's group
  // is the one the connect handler subscribes with.
  const firstGroup = useRef(group);
  useEffect(() => {
    if (group === firstGroup.current) return;
    firstGroup.current = group;
    resubscribe.current();
  }, [group]);

  return status;
}
