import { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter, createShardedAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import { Server, ServerOptions } from 'socket.io';
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

  async close(server: Server): Promise<void> {
    await super.close(server);
    for (const client of this.clients) client.disconnect();
    this.clients = [];
  }
}
