import { Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { LIVE_EVENTS, LIVE_NAMESPACE, SeasonSchema, SubscribeAck, SubscribeMessageSchema } from '@tribal/contracts';
import { Namespace, Socket } from 'socket.io';
import { z } from 'zod';
import { DomainError } from '../common/domain-error';
import { GetStandings } from '../leagues/queries/get-standings/get-standings.query';
import { seasonRoom, standingsRoom } from './live-room';

const SeasonSubscriptionSchema = z.object({ season: SeasonSchema });

/** A browser watches a handful of standings at most; more is a misbehaving client. */
const MAX_ROOMS_PER_SOCKET = 10;

@WebSocketGateway({ namespace: LIVE_NAMESPACE })
export class LiveGateway {
  private readonly logger = new Logger(LiveGateway.name);
  @WebSocketServer() server!: Namespace;

  constructor(private readonly queries: QueryBus) {}

  /**
   * Joins the room first and reads the snapshot second, so no change can fall between the two: anything
   * pushed meanwhile has a version the client compares with the snapshot's.
   */
  @SubscribeMessage(LIVE_EVENTS.subscribe)
  async subscribe(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SubscribeAck> {
    const parsed = SubscribeMessageSchema.safeParse(body);
    if (!parsed.success) {
      return { ok: false, message: 'subscribe needs { leagueId, season? } with season 49 or 50.' };
    }
    if (socket.rooms.size > MAX_ROOMS_PER_SOCKET) {
      return { ok: false, message: `At most ${MAX_ROOMS_PER_SOCKET} subscriptions per connection.` };
    }
    try {
      const { leagueId, season } = parsed.data;
      const room = season === undefined ? null : standingsRoom(leagueId, season);
      if (room) await socket.join(room);
      const snapshot = await this.queries.execute(new GetStandings(leagueId, season));
      if (!room) await socket.join(standingsRoom(leagueId, snapshot.season));
      return { ok: true, snapshot };
    } catch (error) {
      if (error instanceof DomainError) return { ok: false, message: error.message };
      this.logger.error('subscribe failed', error as Error);
      return { ok: false, message: 'Could not load the standings. Please try again.' };
    }
  }

  @SubscribeMessage(LIVE_EVENTS.subscribeSeason)
  async subscribeSeason(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
  ): Promise<{ ok: true } | { ok: false; message: string }> {
    const parsed = SeasonSubscriptionSchema.safeParse(body);
    if (!parsed.success) return { ok: false, message: 'subscribe-season needs { season: 49 | 50 }.' };
    if (socket.rooms.size > MAX_ROOMS_PER_SOCKET) {
      return { ok: false, message: `At most ${MAX_ROOMS_PER_SOCKET} subscriptions per connection.` };
    }
    await socket.join(seasonRoom(parsed.data.season));
    return { ok: true };
  }

  @SubscribeMessage(LIVE_EVENTS.unsubscribe)
  async unsubscribe(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<{ ok: boolean }> {
    const parsed = SubscribeMessageSchema.safeParse(body);
    if (!parsed.success || parsed.data.season === undefined) return { ok: false };
    await socket.leave(standingsRoom(parsed.data.leagueId, parsed.data.season));
    return { ok: true };
  }
}
