import { Inject, Logger, Optional } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayConnection,
  OnGatewayDisconnect,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import {
  LIVE_EVENTS,
  LIVE_NAMESPACE,
  LIVE_THROTTLE_MESSAGES,
  SeasonSchema,
  SubscribeAck,
  SubscribeMessageSchema,
} from '@tribal/contracts';
import { Namespace, Socket } from 'socket.io';
import { z } from 'zod';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { AppConfig } from '../config/app-config';
import { commitTimeOf } from '../event-store/commit-time';
import { CurrentStandings, GetStandings } from '../leagues/queries/get-standings/get-standings.query';
import { Metrics } from '../operations/metrics/metrics';
import { APP_CONFIG } from '../redis/redis-availability';
import { seasonRoom, standingsRoom } from './live-room';
import { Throttle } from './live-throttle';

const SeasonSubscriptionSchema = z.object({ season: SeasonSchema });

/** A browser watches a handful of standings at most; more is a misbehaving client. */
const MAX_ROOMS_PER_SOCKET = 10;
/** A page subscribes once per connection (and again after a reconnect): ten at once, one a second after that. */
const SUBSCRIBES_PER_SOCKET = { burst: 10, perSecond: 1 };
/** A connection that keeps subscribing after this many refusals is closed. */
const REFUSALS_BEFORE_DISCONNECT = 20;

export const TOO_MANY_SUBSCRIBES = LIVE_THROTTLE_MESSAGES.tooManySubscribes;
export const TOO_MANY_FROM_ADDRESS = LIVE_THROTTLE_MESSAGES.tooManyFromAddress;

/**
 * The client's address: behind a proxy on this machine (the same rule as Express's `trust proxy loopback`), the
 * first address of X-Forwarded-For; else the socket's own.
 */
function clientAddress(socket: Socket): string {
  const direct = socket.handshake.address;
  const forwarded = socket.handshake.headers['x-forwarded-for'];
  const loopback = direct === '::1' || direct.startsWith('127.') || direct.startsWith('::ffff:127.');
  if (loopback && typeof forwarded === 'string' && forwarded.trim()) return forwarded.split(',')[0].trim();
  return direct;
}

@WebSocketGateway({ namespace: LIVE_NAMESPACE })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(LiveGateway.name);
  private readonly perAddress: Throttle;
  @WebSocketServer() server!: Namespace;

  constructor(
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() private readonly metrics?: Metrics,
  ) {
    this.perAddress = new Throttle(config.livePerAddressPerSecond, config.livePerAddressPerSecond * 10);
  }

  /** A reconnect flood from one address is refused at the handshake; other addresses are not affected. */
  afterInit(server: Namespace): void {
    server.use((socket, next) => {
      const address = clientAddress(socket);
      socket.data.address = address;
      if (this.perAddress.take(address, this.clock.now().getTime())) next();
      else next(new Error(TOO_MANY_FROM_ADDRESS));
    });
  }

  handleConnection(): void {
    this.metrics?.liveViewers.inc();
  }

  handleDisconnect(): void {
    this.metrics?.liveViewers.dec();
  }

  /**
   * Emits a push to a room (every process's viewers of it, through the Redis adapter when configured), and
   * records how long after its change's commit it went out.
   */
  push(room: string, event: string, message: unknown, after: object, kind: string = event): void {
    if (!this.server) return;
    this.server.to(room).emit(event, message);
    const committed = commitTimeOf(after);
    if (committed !== undefined) this.metrics?.pushed(kind, (performance.now() - committed) / 1000);
  }

  /** Spends a subscribe of the socket and of its address; a socket that keeps flooding is closed. */
  private refusal(socket: Socket): string | null {
    const now = this.clock.now().getTime();
    let message: string | null = null;
    // The connection's own bucket lives and dies with it: nothing to clean up, nothing to scan.
    socket.data.subscribes ??= new Throttle(SUBSCRIBES_PER_SOCKET.perSecond, SUBSCRIBES_PER_SOCKET.burst);
    if (!(socket.data.subscribes as Throttle).take('', now)) message = TOO_MANY_SUBSCRIBES;
    else if (!this.perAddress.take(String(socket.data.address), now)) message = TOO_MANY_FROM_ADDRESS;
    if (message) {
      socket.data.refusals = (Number(socket.data.refusals) || 0) + 1;
      if (socket.data.refusals >= REFUSALS_BEFORE_DISCONNECT) setImmediate(() => socket.disconnect(true));
    }
    return message;
  }

  /**
   * Joins the room first and reads the version second, so no change can fall between the two: anything pushed
   * meanwhile has a version the client compares with its own. The ack carries the snapshot (the same encoded
   * bytes for every viewer of a version) only when the client does not hold this version yet.
   */
  @SubscribeMessage(LIVE_EVENTS.subscribe)
  async subscribe(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SubscribeAck> {
    const parsed = SubscribeMessageSchema.safeParse(body);
    if (!parsed.success) {
      return { ok: false, message: 'subscribe needs { leagueId, season?, knownVersion? } with season 49 or 50.' };
    }
    if (socket.rooms.size > MAX_ROOMS_PER_SOCKET) {
      return { ok: false, message: `At most ${MAX_ROOMS_PER_SOCKET} subscriptions per connection.` };
    }
    this.metrics?.liveSubscribes.inc();
    const refused = this.refusal(socket);
    if (refused) return { ok: false, message: refused };
    try {
      const { leagueId, season, knownVersion } = parsed.data;
      const room = season === undefined ? null : standingsRoom(leagueId, season);
      if (room) await socket.join(room);
      const known = knownVersion === undefined ? [] : [{ version: knownVersion }];
      const current: CurrentStandings = await this.queries.execute(new GetStandings(leagueId, season, known));
      if (!room) await socket.join(standingsRoom(leagueId, current.season));
      return current.encoded
        ? { ok: true, season: current.season, version: current.version, snapshot: current.encoded.json }
        : { ok: true, season: current.season, version: current.version };
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
    this.metrics?.liveSubscribes.inc();
    const refused = this.refusal(socket);
    if (refused) return { ok: false, message: refused };
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
