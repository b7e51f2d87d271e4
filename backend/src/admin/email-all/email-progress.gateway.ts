import { BeforeApplicationShutdown, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import {
  ADMIN_LIVE_EVENTS,
  EmailProgress,
  EmailProgressMessage,
  EmailProgressSubscribeAck,
  EmailProgressSubscriptionSchema,
  LIVE_MESSAGES,
  LIVE_NAMESPACE,
  MESSAGES,
} from '@tribal/contracts';
import { Namespace, Socket } from 'socket.io';
import { CallerResolver } from '../../access/caller-resolver';
import { can } from '../../access/policies';
import { GetEmailProgress } from './queries/get-email-progress/get-email-progress.query';

const ROOM_PREFIX = 'email-progress:';
const POLL_MS = 1000;
/** An admin page follows one send at a time; a few is plenty. */
const MAX_ROOMS_PER_SOCKET = 10;

/**
 * Live progress of an email-all send, on the public /live namespace but for admins only. Delivery may run in
 * any process (a BullMQ worker elsewhere, or the in-process runner), so rather than hook into it, each process
 * polls the outbox counts once a second for the sends its own sockets follow, and pushes only changes, only to
 * its own sockets (with the Redis adapter, every process answers for its own).
 */
@WebSocketGateway({ namespace: LIVE_NAMESPACE })
export class EmailProgressGateway implements BeforeApplicationShutdown {
  private readonly logger = new Logger(EmailProgressGateway.name);
  @WebSocketServer() server!: Namespace;
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  /** room -> the counts last pushed to it */
  private readonly lastPushed = new Map<string, string>();

  constructor(
    private readonly callers: CallerResolver,
    private readonly queries: QueryBus,
  ) {}

  @SubscribeMessage(ADMIN_LIVE_EVENTS.subscribeEmailProgress)
  async subscribe(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<EmailProgressSubscribeAck> {
    const caller = await this.callers.resolveHandshake(socket.handshake);
    if (!can(caller, 'site:administer')) return { ok: false, message: MESSAGES.adminSignInRequired };
    const parsed = EmailProgressSubscriptionSchema.safeParse(body);
    if (!parsed.success)
      return { ok: false, message: `${ADMIN_LIVE_EVENTS.subscribeEmailProgress} needs { commandId }.` };
    if (socket.rooms.size > MAX_ROOMS_PER_SOCKET) {
      return { ok: false, message: LIVE_MESSAGES.tooManySubscriptions(MAX_ROOMS_PER_SOCKET) };
    }
    const { commandId } = parsed.data;
    await socket.join(ROOM_PREFIX + commandId);
    this.startPolling();
    try {
      return { ok: true, progress: { commandId, ...(await this.progressOf(commandId)) } };
    } catch (error) {
      this.logger.error('email progress subscribe failed', error as Error);
      return { ok: false, message: 'Could not load the progress. Please try again.' };
    }
  }

  @SubscribeMessage(ADMIN_LIVE_EVENTS.unsubscribeEmailProgress)
  async unsubscribe(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<{ ok: boolean }> {
    const parsed = EmailProgressSubscriptionSchema.safeParse(body);
    if (!parsed.success) return { ok: false };
    await socket.leave(ROOM_PREFIX + parsed.data.commandId);
    return { ok: true };
  }

  beforeApplicationShutdown(): void {
    this.stopPolling();
  }

  private progressOf(commandId: string): Promise<EmailProgress> {
    return this.queries.execute(new GetEmailProgress(commandId));
  }

  private startPolling(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.poll(), POLL_MS);
    this.timer.unref();
  }

  private stopPolling(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const rooms = [...this.server.adapter.rooms.keys()].filter((room) => room.startsWith(ROOM_PREFIX));
      for (const room of this.lastPushed.keys()) if (!rooms.includes(room)) this.lastPushed.delete(room);
      if (rooms.length === 0) return this.stopPolling();
      for (const room of rooms) {
        const commandId = room.slice(ROOM_PREFIX.length);
        const progress = await this.progressOf(commandId);
        const key = JSON.stringify(progress);
        if (this.lastPushed.get(room) === key) continue;
        // The first poll after a subscription pushes too: a change between the ack and this poll is not lost.
        this.lastPushed.set(room, key);
        const message: EmailProgressMessage = { commandId, ...progress };
        this.server.local.to(room).emit(ADMIN_LIVE_EVENTS.emailProgress, message);
      }
    } catch (error) {
      this.logger.warn(`email progress poll failed: ${(error as Error).message}`);
    } finally {
      this.polling = false;
    }
  }
}
