import { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { MessageMappingProperties } from '@nestjs/websockets';
import { createAdapter, createShardedAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import { Observable } from 'rxjs';
import { Server, ServerOptions, Socket } from 'socket.io';
import { RedisSettings } from '../redis/redis-availability';
import { RedisClientGroup } from '../redis/redis-client-group';
import { RedisLinkWatcher } from './catch-up-beacon';

/**
 * socket.io for the app: with Redis, the Redis adapter fans every room broadcast out to all backend processes,
 * so a viewer connected to process A sees a score saved through process B.
 */
export class LiveIoAdapter extends IoAdapter {
  private adapterConstructor: ReturnType<typeof createAdapter> | ReturnType<typeof createShardedAdapter> | null = null;
  private clients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly redis: RedisSettings | null,
    private readonly corsOrigins: string[],
    /** told when the subscriber's connection is lost and when it is back (the catch-up beacon) */
    private readonly link?: RedisLinkWatcher,
    /** counts each broadcast received from Redis (what a process pays for every other process's pushes) */
    private readonly received?: { inc(): void },
    private readonly mode: 'pubsub' | 'sharded' = 'pubsub',
  ) {
    super(app);
  }

  async connectToRedis(): Promise<void> {
    if (!this.redis) return;
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
   * pipeline per handler per connection (six per viewer here), which the 10,000 viewers arriving on episode night
   * paid in the handshake's CPU and in memory for as long as they stayed (`npm run bench:live`). A message still goes
   * through Nest's context (pipes, filters) and its answer is the ack, or an emit when the handler answers `{event}`.
   */
  bindMessageHandlers(
    socket: Socket,
    handlers: MessageMappingProperties[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    for (const { message, callback, isAckHandledManually } of handlers) {
      socket.on(String(message), (...args: unknown[]) => {
        const { data, ack } = this.mapPayload(args.length === 1 ? args[0] : args);
        let answers: Observable<unknown>;
        try {
          answers = transform(callback(data, ack));
        } catch (error) {
          this.logger.error(error);
          return;
        }
        answers.subscribe({
          next: (response) => {
            if (response === null || response === undefined) return;
            const { event, data: payload } = response as { event?: string; data?: unknown };
            if (event) socket.emit(event, payload);
            else if (!isAckHandledManually && typeof ack === 'function') ack(response);
          },
          error: (error) => this.logger.error(error),
        });
      });
    }
  }

  async close(server: Server): Promise<void> {
    await super.close(server);
    for (const client of this.clients) client.disconnect();
    this.clients = [];
  }
}
