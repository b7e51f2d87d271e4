import { Inject, Logger, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
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
  LIVE_MESSAGES,
  LIVE_NAMESPACE,
  LIVE_THROTTLE_MESSAGES,
  MoveMessage,
  PicksSubscriptionSchema,
  SEASON_MESSAGES,
  SeasonSubscriptionSchema,
  SubscribeAck,
  SubscribeMessageSchema,
  SubscribePicksAck,
  SubscribeSeasonAck,
} from '@tribal/contracts';
import proxyaddr from 'proxy-addr';
import { Namespace, Socket } from 'socket.io';
import { clientAddressKey } from '../common/client-address';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { commitTimeOf } from '../event-store/commit-time';
import { SeasonsService } from '../game/seasons.service';
import { Metrics } from '../operations/metrics/metrics';
import { CurrentStandings, GetStandings } from '../standings/queries/get-standings/get-standings.query';
import { picksRoom, seasonRoom, standingsRoom } from './live-room';
import { Throttle } from './live-throttle';

/** A browser watches a handful of standings at most; more is a misbehaving client. */
const MAX_ROOMS_PER_SOCKET = 10;
/** A page subscribes once per connection (and again after a reconnect): ten at once, one a second after that. */
const SUBSCRIBES_PER_SOCKET = { burst: 10, perSecond: 1 };
/** A connection that keeps subscribing after this many refusals is closed. */
const REFUSALS_BEFORE_DISCONNECT = 20;

/** Express's compiled `trust proxy` (TRUST_PROXY): whether the hop at `address`, `i` hops in, is a trusted proxy. */
type TrustProxy = (address: string, i: number) => boolean;

/**
 * The client's address by the HTTP side's own rule (Express's `req.ip`): the right-most X-Forwarded-For entry that
 * is not a trusted proxy. The left-most entry is whatever the client wrote, so counting by it let one client
 * take a fresh bucket per handshake.
 */
function clientAddress(socket: Socket, trust: TrustProxy): string {
  return proxyaddr(socket.request, trust) ?? socket.handshake.address;
}

@WebSocketGateway({ namespace: LIVE_NAMESPACE })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(LiveGateway.name);
  private readonly perAddress: Throttle;
  /** Set once this process is stopping: every viewer still here, or arriving late, is asked to move. */
  private moving: MoveMessage | null = null;
  @WebSocketServer() server!: Namespace;

  constructor(
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    private readonly http: HttpAdapterHost,
    private readonly seasons: SeasonsService,
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() private readonly metrics?: Metrics,
  ) {
    this.perAddress = new Throttle(config.livePerAddressPerSecond, config.livePerAddressPerSecond * 10);
  }

  /** A reconnect flood from one address is refused at the handshake; other addresses are not affected. */
  afterInit(server: Namespace): void {
    server.use((socket, next) => {
      // The very function `app.set('trust proxy', TRUST_PROXY)` compiled: sockets and requests agree on who is who.
      const trust: TrustProxy = this.http.httpAdapter.getInstance().get('trust proxy fn');
      const address = clientAddressKey(clientAddress(socket, trust));
      socket.data.address = address;
      if (this.perAddress.take(address, this.clock.now().getTime())) next();
      else next(new Error(LIVE_THROTTLE_MESSAGES.tooManyFromAddress));
    });
    // A connection that reached this process after it began to stop (already on its way in) moves on at once.
    server.on('connection', (socket: Socket) => {
      if (this.moving) socket.emit(LIVE_EVENTS.move, { withinMs: 0 } satisfies MoveMessage);
    });
  }

  /**
   * Before this process stops (its listener already closed): asks each of its viewers to reconnect, at a random
   * moment within `withinMs`, so that they reach the other processes through the proxy spread out and at once
   * rather than at their next ping timeout. Sent to this process's sockets only, not through the Redis adapter.
   * Resolves when they have all gone, or `graceMs` after the window; answers how many were asked.
   */
  async moveViewers(withinMs: number, graceMs = 2000): Promise<number> {
    this.moving = { withinMs };
    const asked = this.server.sockets.size;
    if (asked === 0) return 0;
    this.server.local.emit(LIVE_EVENTS.move, this.moving);
    const until = Date.now() + withinMs + graceMs;
    while (this.server.sockets.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    return asked;
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

  /**
   * Whether a socket may subscribe (every subscribe event of `/live`, the chat's too): within its room cap when it
   * takes one more room (`joining`; a chat viewer changing shield group swaps one for another), and a subscribe of
   * its own and of its address spent. Answers the refusal's text, or null.
   */
  admit(socket: Socket, joining = true): string | null {
    if (joining && socket.rooms.size > MAX_ROOMS_PER_SOCKET)
      return LIVE_MESSAGES.tooManySubscriptions(MAX_ROOMS_PER_SOCKET);
    this.metrics?.liveSubscribes.inc();
    return this.refusal(socket);
  }

  /** Spends a subscribe of the socket and of its address; a socket that keeps flooding is closed. */
  private refusal(socket: Socket): string | null {
    const now = this.clock.now().getTime();
    let message: string | null = null;
    // The connection's own bucket lives and dies with it: nothing to clean up, nothing to scan.
    socket.data.subscribes ??= new Throttle(SUBSCRIBES_PER_SOCKET.perSecond, SUBSCRIBES_PER_SOCKET.burst);
    if (!(socket.data.subscribes as Throttle).take('', now)) message = LIVE_THROTTLE_MESSAGES.tooManySubscribes;
    else if (!this.perAddress.take(String(socket.data.address), now))
      message = LIVE_THROTTLE_MESSAGES.tooManyFromAddress;
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
      return { ok: false, message: LIVE_MESSAGES.badSubscribe };
    }
    const refused = this.admit(socket);
    if (refused) return { ok: false, message: refused };
    try {
      const { leagueId, season, knownVersion } = parsed.data;
      if (season !== undefined) await this.seasons.require(season);
      const room = season === undefined ? null : standingsRoom(leagueId, season);
      if (room) await socket.join(room);
      const known = knownVersion === undefined ? [] : [{ version: knownVersion }];
      const current: CurrentStandings = await this.queries.execute(new GetStandings(leagueId, season, known));
      if (!room) await socket.join(standingsRoom(leagueId, current.season));
      return current.encoded
        ? { ok: true, season: current.season, version: current.version, snapshot: current.encoded.json }
        : { ok: true, season: current.season, version: current.version };
    } catch (error) {
      if (error instanceof DomainError) return { ok: false, message: error.message, status: error.status };
      this.logger.error('subscribe failed', error as Error);
      return { ok: false, message: LIVE_MESSAGES.standingsUnavailable };
    }
  }

  @SubscribeMessage(LIVE_EVENTS.subscribeSeason)
  async subscribeSeason(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SubscribeSeasonAck> {
    const parsed = SeasonSubscriptionSchema.safeParse(body);
    if (!parsed.success) return { ok: false, message: LIVE_MESSAGES.badSubscribeSeason };
    return this.joinSeasonRoom(socket, parsed.data.season, seasonRoom(parsed.data.season));
  }

  /**
   * The pick board's own room: it needs to hear only that a pick changed (it then re-reads the board with its own
   * credentials), so it joins no standings room and its ack carries no standings snapshot.
   */
  @SubscribeMessage(LIVE_EVENTS.subscribePicks)
  async subscribePicks(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SubscribePicksAck> {
    const parsed = PicksSubscriptionSchema.safeParse(body);
    if (!parsed.success) return { ok: false, message: LIVE_MESSAGES.badSubscribePicks };
    const { leagueId, season } = parsed.data;
    return this.joinSeasonRoom(socket, season, picksRoom(leagueId, season));
  }

  /** Joins a room of an existing season, within the socket's room cap and subscribe throttle. */
  private async joinSeasonRoom(socket: Socket, season: number, room: string): Promise<SubscribeSeasonAck> {
    const refused = this.admit(socket);
    if (refused) return { ok: false, message: refused };
    if (!(await this.seasons.find(season)))
      return { ok: false, message: SEASON_MESSAGES.notFound(season), status: 404 };
    await socket.join(room);
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
