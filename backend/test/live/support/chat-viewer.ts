import {
  CHAT_LIVE_EVENTS,
  type ChatBatch,
  type ChatSubscription,
  type ReactionBatch,
  type SubscribeChatAck,
} from '@tribal/contracts';
import { io, type Socket } from 'socket.io-client';

/**
 * A chat viewer on `/live` as the web app is one: a socket (with the person cookie when signed in) that keeps every
 * `chat` and `reaction` frame it is sent, in order, so a story can count frames as well as read messages.
 */
export interface ChatViewerSocket {
  socket: Socket;
  frames: ChatBatch[];
  reactions: ReactionBatch[];
  subscribe(body: ChatSubscription | Record<string, unknown>): Promise<SubscribeChatAck>;
  /** The ids of every message received so far, in the order received. */
  messageIds(): string[];
  /** Resolves once `check` holds on what was received; rejects after `timeoutMs` saying what arrived. */
  until(check: (viewer: ChatViewerSocket) => boolean, timeoutMs?: number): Promise<void>;
}

const opened: Socket[] = [];

export async function connectChatViewer(baseUrl: string, cookie?: string): Promise<ChatViewerSocket> {
  const socket = io(`${baseUrl}/live`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: cookie ? { cookie } : undefined,
  });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const viewer: ChatViewerSocket = {
    socket,
    frames: [],
    reactions: [],
    subscribe: (body) => socket.timeout(5000).emitWithAck(CHAT_LIVE_EVENTS.subscribeChat, body),
    messageIds: () => viewer.frames.flatMap((frame) => frame.messages.map((message) => message.id)),
    until(check, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const look = () => {
          if (check(viewer)) return resolve();
          if (Date.now() - started > timeoutMs) {
            return reject(new Error(`not within ${timeoutMs} ms; frames: ${JSON.stringify(viewer.frames)}`));
          }
          setTimeout(look, 20);
        };
        look();
      });
    },
  };
  socket.on(CHAT_LIVE_EVENTS.chat, (frame: ChatBatch) => viewer.frames.push(frame));
  socket.on(CHAT_LIVE_EVENTS.reaction, (frame: ReactionBatch) => viewer.reactions.push(frame));
  return viewer;
}

/** Closes every viewer a test file opened. */
export function disconnectChatViewers(): void {
  for (const socket of opened.splice(0)) socket.disconnect();
}

/** Waits `ms` (real time): how a story shows that something does NOT arrive within a few batch windows. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
