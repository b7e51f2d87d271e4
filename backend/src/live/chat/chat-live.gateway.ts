import { Inject, Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import {
  CHAT_LIVE_EVENTS,
  CHAT_MESSAGES,
  ChatSubscriptionSchema,
  type ChatViewer,
  chatShieldGroup,
  LIVE_MESSAGES,
  LIVE_NAMESPACE,
  type SubscribeChatAck,
} from '@tribal/contracts';
import type { Namespace, Socket } from 'socket.io';
import { CallerResolver } from '../../access/caller-resolver';
import { ChatReadModel } from '../../chat/chat-notices';
import { DomainError } from '../../common/domain-error';
import { REDIS_SETTINGS, type RedisSettings } from '../../redis/redis-availability';
import { LiveGateway } from '../live.gateway';
import { chatRoom } from '../live-room';
import { ChatBatcher } from './chat-batcher';
import { CHAT_FAN_OUT_EVENT, type ChatNotice, noticeFromWire, noticeOnWire } from './chat-fan-out.wire';

/** socket.data key: leagueId -> the chat room the socket is in for it (one shield group per league). */
const CHAT_ROOMS = 'chatRooms';
/** socket.data key: the socket's last subscribe or unsubscribe, which the next one waits for (`inOrder`). */
const CHAT_SUBSCRIPTIONS = 'chatSubscriptions';

/**
 * A league's chat on `/live` (issue 31). `subscribe-chat` puts a reader in the room of their spoiler-shield group;
 * chat notices reach every process (the Redis adapter's server-side events) and each process's batcher sends its
 * own viewers their frames. Without Redis (one process) the notices stay local.
 */
@WebSocketGateway({ namespace: LIVE_NAMESPACE })
export class ChatLiveGateway implements OnGatewayInit {
  private readonly logger = new Logger(ChatLiveGateway.name);
  @WebSocketServer() server!: Namespace;

  constructor(
    private readonly live: LiveGateway,
    private readonly callers: CallerResolver,
    private readonly batcher: ChatBatcher,
    private readonly reads: ChatReadModel,
    @Inject(REDIS_SETTINGS) private readonly redis: RedisSettings | null,
  ) {}

  afterInit(server: Namespace): void {
    this.batcher.attach(server);
    // Another process's notice (serverSideEmit never comes back to its sender: the sender batches its own).
    server.on(CHAT_FAN_OUT_EVENT, (text: unknown) => {
      const notice = noticeFromWire(text);
      if (notice) this.batcher.accept(notice);
    });
  }

  /** A notice of this process, after commit: to every other process, and into this one's batches. */
  fanOut(notice: ChatNotice, committedAt?: number): void {
    const wire = noticeOnWire(notice);
    if (this.redis && this.server) this.server.serverSideEmit(CHAT_FAN_OUT_EVENT, JSON.stringify(wire));
    this.batcher.accept(wire, committedAt);
  }

  /**
   * Joins the reader's shield group room of the league (leaving the group they were in, when they changed zone or
   * revealed an episode). Who may read is the chat capability's answer (`ChatReadModel.mayRead`).
   */
  @SubscribeMessage(CHAT_LIVE_EVENTS.subscribeChat)
  subscribeChat(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SubscribeChatAck> {
    return inOrder(socket, () => this.subscribe(socket, body));
  }

  @SubscribeMessage(CHAT_LIVE_EVENTS.unsubscribeChat)
  unsubscribeChat(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<{ ok: boolean }> {
    return inOrder(socket, () => this.unsubscribe(socket, body));
  }

  private async subscribe(socket: Socket, body: unknown): Promise<SubscribeChatAck> {
    const parsed = ChatSubscriptionSchema.safeParse(body);
    if (!parsed.success) {
      const zone = parsed.error.issues.find((issue) => issue.path[0] === 'timeZone');
      return { ok: false, message: zone?.message ?? LIVE_MESSAGES.badSubscribeChat, status: 400 };
    }
    const { leagueId, timeZone, revealedThrough, entryToken } = parsed.data;
    const rooms = chatRoomsOf(socket);
    // Changing group within a league takes no new room, but is a subscribe all the same (each may read the tables).
    const refused = this.live.admit(socket, !rooms.has(leagueId));
    if (refused) return { ok: false, message: refused, status: 429 };
    try {
      const caller = await this.callers.resolveLeagueReader(socket.handshake, leagueId, entryToken);
      if (!(await this.reads.mayRead(caller, leagueId))) {
        return caller.kind === 'anonymous'
          ? { ok: false, message: CHAT_MESSAGES.closedToVisitors, status: 401 }
          : { ok: false, message: CHAT_MESSAGES.notAMember, status: 403 };
      }
      const viewer: ChatViewer = { timeZone, revealedThrough };
      const room = chatRoom(leagueId, chatShieldGroup(viewer));
      const before = rooms.get(leagueId);
      if (before && before !== room) await socket.leave(before);
      await socket.join(room);
      rooms.set(leagueId, room);
      await this.batcher.joined(leagueId, viewer);
      return { ok: true };
    } catch (error) {
      if (error instanceof DomainError) return { ok: false, message: error.message, status: error.status };
      this.logger.error('subscribe-chat failed', error as Error);
      return { ok: false, message: LIVE_MESSAGES.chatUnavailable };
    }
  }

  private async unsubscribe(socket: Socket, body: unknown): Promise<{ ok: boolean }> {
    const parsed = ChatSubscriptionSchema.pick({ leagueId: true }).safeParse(body);
    if (!parsed.success) return { ok: false };
    const rooms = chatRoomsOf(socket);
    const room = rooms.get(parsed.data.leagueId);
    if (room) await socket.leave(room);
    rooms.delete(parsed.data.leagueId);
    return { ok: true };
  }
}

/**
 * Runs a socket's chat subscriptions one after another, in the order they came. socket.io hands each event to its
 * handler at once, and a subscribe waits on the database (who may read, what is held): a page that subscribes with
 * the shield off and, a moment later, as the viewer ticks "I watch later", unsubscribes and subscribes again in their
 * zone could otherwise have the first answered last, and sit in the unshielded room hearing everything at once.
 */
function inOrder<T>(socket: Socket, work: () => Promise<T>): Promise<T> {
  const previous = (socket.data[CHAT_SUBSCRIPTIONS] as Promise<unknown> | undefined) ?? Promise.resolve();
  const next = previous.then(work, work);
  socket.data[CHAT_SUBSCRIPTIONS] = next.catch(() => undefined);
  return next;
}

function chatRoomsOf(socket: Socket): Map<string, string> {
  socket.data[CHAT_ROOMS] ??= new Map<string, string>();
  return socket.data[CHAT_ROOMS] as Map<string, string>;
}
