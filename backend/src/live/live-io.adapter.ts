import { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { MessageMappingProperties } from '@nestjs/websockets';
import { createAdapter, createShardedAdapter } from '@socket.io/redis-adapter';
import { createAdapter as createStreamsAdapter } from '@socket.io/redis-streams-adapter';
import Redis, { RedisOptions } from 'ioredis';
import { isObservable } from 'rxjs';
import { Server, ServerOptions, Socket } from 'socket.io';
import { LiveRedisAdapter } from '../config/app-config';
import { RedisSettings } from '../redis/redis-availability';
import { RedisClientGroup } from '../redis/redis-client-group';
import { RedisLinkWatcher } from './catch-up-beacon';

/**
 * How many broadcasts the `streams` adapter keeps in Redis (trimmed with XADD MAXLEN ~). A process reads on from
 * where it stopped once Redis is back; this bounds the memory, and is far above what a few seconds of outage
 * hold (a save of every league of a season is one entry per league).
 */
export const LIVE_STREAM_MAX_LEN = 10_000;

type AdapterConstructor =
  | ReturnType<typeof createAdapter>
  | ReturnType<typeof createShardedAdapter>
  | ReturnType<typeof createStreamsAdapter>;

/**
 * An ioredis client whose duplicates are handed to `made`: the streams adapter makes its stream reader and its
 * subscriber (requests between processes) by duplicating the client it is given, and those are the links whose loss
 * the beacon must hear of, and the connections to close on shutdown.
 */
class DuplicatesWatched extends Redis {
  constructor(
    url: string,
    options: RedisOptions,
    private readonly made: (client: Redis) => void,
  ) {
    super(url, options);
  }

  override duplicate(override?: Partial<RedisOptions>): Redis {
    const client = super.duplicate(override);
    this.made(client);
    return client;
  }
}

/**
 * socket.io for the app: with Redis, the Redis adapter fans every room broadcast out to all backend processes,
 * so a viewer connected to process A sees a score saved through process B.
 */
export class LiveIoAdapter extends IoAdapter {
  private adapterConstructor: AdapterConstructor | null = null;
  private clients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly redis: RedisSettings | null,
    private readonly corsOrigins: string[],
    /** told when the link that brings other processes' pushes is lost and when it is back (the catch-up beacon) */
    private readonly link?: RedisLinkWatcher,
    /** counts each broadcast received from Redis (what a process pays for every other process's pushes) */
    private readonly received?: { inc(): void },
    private readonly mode: LiveRedisAdapter = 'streams',
  ) {
    super(app);
  }

  async connectToRedis(): Promise<void> {
    if (!this.redis) return;
    if (this.mode === 'streams') {
      this.connectStreams(this.redis);
      return;
    }
    const clients = new RedisClientGroup('the live push (socket.io Redis adapter)');
    const pub = clients.client(new Redis(this.redis.url, { maxRetriesPerRequest: null }));
    const sub = clients.client(pub.duplicate());
    // Pushes from other processes arrive on the subscriber: while it is away, they are lost.
    sub.on('close', () => this.link?.redisLost());
    sub.on('ready', () => this.link?.redisBack());
    if (this.received) {
      const received = this.received;
      // The adapter subscribes by pattern (every room of the namespace) and to its request channels.
      sub.on('pmessageBuffer', () => received.inc());
      sub.on('messageBuffer', () => received.inc());
      sub.on('smessageBuffer', () => received.inc());
    }
    this.clients = [pub, sub];
    this.adapterConstructor =
      this.mode === 'sharded'
        ? createShardedAdapter(pub, sub, {
            channelPrefix: `${this.redis.prefix}#socket.io`,
            subscriptionMode: 'dynamic',
          })
        : createAdapter(pub, sub, { key: `${this.redis.prefix}#socket.io` });
  }

  /**
   * `streams`: every broadcast is an entry of one Redis stream that each process reads (XREAD) from where it
   * stopped, so a broadcast made while Redis was away (queued by ioredis until it is back) or while this process's
   * reader was away is read once the link is back, not lost as a pub/sub message would be.
   */
  private connectStreams(redis: RedisSettings): void {
    const clients = new RedisClientGroup('the live push (socket.io Redis adapter)');
    // The beacon hears "lost" when any of the clients drops and "back" when all of them are connected again.
    const down = new Set<Redis>();
    const watch = (client: Redis) => {
      clients.client(client);
      this.clients.push(client);
      client.on('close', () => {
        down.add(client);
        this.link?.redisLost();
      });
      client.on('ready', () => {
        down.delete(client);
        if (down.size === 0) this.link?.redisBack();
      });
    };
    const writer = new DuplicatesWatched(redis.url, { maxRetriesPerRequest: null }, watch);
    watch(writer);
    const adapterOf = createStreamsAdapter(writer, {
      streamName: `${redis.prefix}#socket.io`,
      channelPrefix: `${redis.prefix}#socket.io`,
      maxLen: LIVE_STREAM_MAX_LEN,
    });
    const received = this.received;
    if (!received) {
      this.adapterConstructor = adapterOf;
      return;
    }
    // socket.io calls it with `new` (an arrow function would not do); it answers the adapter it made.
    function countingAdapterOf(nsp: unknown) {
      const adapter = adapterOf(nsp);
      // Every entry read from the stream, this process's own included (as the pub/sub pattern counts them).
      const read = adapter.onRawMessage.bind(adapter);
      adapter.onRawMessage = (message, offset) => {
        received?.inc();
        return read(message, offset);
      };
      return adapter;
    }
    this.adapterConstructor = countingAdapterOf;
  }

  createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, {
      ...options,
      cors: this.corsOrigins.length ? { origin: this.corsOrigins, credentials: true } : undefined,
      // Subscribe messages are tiny; a client sending megabytes is refused at the transport.
      maxHttpBufferSize: 64 * 1024,
    } as ServerOptions);
    if (this.adapterConstructor) server.adapter(this.adapterConstructor);
    return server;
  }

  /**
   * Each handler is a plain listener on the socket, as a bare socket.io server has. Nest's own binding builds an rxjs
   * pipeline per handler per connection (six per viewer here), and turns each answer into an observable again: the
   * 10,000 viewers arriving on episode night paid both in the handshake's CPU, and the pipelines in memory for as long
   * as they stayed (`npm run bench:live`). A message still goes through Nest's context (pipes, filters, interceptors:
   * `callback`), and its answer is the ack, or an emit when the handler answers `{event, data}`; an answer that is an
   * observable (an interceptor's) answers each value, as Nest's binding does.
   */
  bindMessageHandlers(socket: Socket, handlers: MessageMappingProperties[]): void {
    for (const { message, callback, isAckHandledManually } of handlers) {
      const answer = (response: unknown, ack: unknown) => {
        if (response === null || response === undefined) return;
        const { event, data } = response as { event?: string; data?: unknown };
        if (event) socket.emit(event, data);
        else if (!isAckHandledManually && typeof ack === 'function') ack(response);
      };
      socket.on(String(message), (...args: unknown[]) => {
        const { data, ack } = this.mapPayload(args.length === 1 ? args[0] : args);
        new Promise((resolve) => resolve(callback(data, ack))).then(
          (result) => {
            if (!isObservable(result)) return answer(result, ack);
            result.subscribe({ next: (value) => answer(value, ack), error: (error) => this.logger.error(error) });
          },
          (error) => this.logger.error(error),
        );
      });
    }
  }

  async close(server: Server): Promise<void> {
    await super.close(server);
    for (const client of this.clients) client.disconnect();
    this.clients = [];
  }
}
