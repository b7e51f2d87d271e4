import { Logger } from '@nestjs/common';

/** What a lost or refused connection looks like, from ioredis itself or from BullMQ relaying it. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

export function isConnectionError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  return (
    typeof message === 'string' &&
    /Connection is closed|Stream isn't writeable|connect (ECONNREFUSED|ETIMEDOUT)|read ECONNRESET|write EPIPE/.test(
      message,
    )
  );
}

/** An ioredis client: it reports each failed reconnect as 'error' and a connection that works again as 'ready'. */
interface RedisClientLike {
  on(event: 'error' | 'ready', listener: (error: Error) => void): unknown;
}
/**
 * A BullMQ Queue or Worker. It relays its connections' errors as 'error' (an EventEmitter throws one that has no
 * listener), and also emits 'error' when a command fails because the connection is gone, sometimes after the
 * connection is back: the state of the connection is read from its own ioredis clients instead.
 */
interface BullmqLike {
  on(event: 'error', listener: (error: Error) => void): unknown;
  getBackend(): {
    connection?: { readonly client: Promise<RedisClientLike> };
    blockingConnection?: { readonly client: Promise<RedisClientLike> };
  };
}

/**
 * The Redis clients of one part of the app (the live push's pub/sub, the mail queue, ...). While Redis is away,
 * ioredis retries every moment and reports each failed attempt as an 'error' event; a client with no listener
 * prints each as "[ioredis] Unhandled error event" with its stack. Every client is watched here instead: the
 * group logs ONE warning when its connection is lost and ONE line when all of its clients are connected again.
 * Errors that are not about the connection are logged as they come.
 */
export class RedisClientGroup {
  private readonly logger = new Logger('Redis');
  /** the clients (or BullMQ objects) of the group whose connection is lost */
  private readonly down = new Set<object>();
  private warned = false;

  constructor(readonly name: string) {}

  /** Watches an ioredis client; answers it, so creating and watching is one expression. */
  client<T extends RedisClientLike>(client: T): T {
    client.on('error', (error: Error) => this.failed(client, error));
    client.on('ready', () => this.connected(client));
    return client;
  }

  /** Watches a BullMQ Queue or Worker (its own connections are made inside BullMQ). */
  bullmq<T extends BullmqLike>(owner: T): T {
    const backend = owner.getBackend();
    const connections = [backend.connection, backend.blockingConnection].filter((c) => c !== undefined);
    // Until its clients have connected once (and are watched themselves), the owner's errors say how it goes.
    let watched = 0;
    owner.on('error', (error) => {
      if (watched < connections.length) this.failed(owner, error);
      else if (!isConnectionError(error)) this.logger.warn(`${this.name}: ${error.message}`);
    });
    for (const connection of connections) {
      connection.client.then(
        (client) => {
          this.client(client);
          if (++watched === connections.length) this.connected(owner);
        },
        () => {}, // it never connected: BullMQ reports that through the owner's 'error'
      );
    }
    return owner;
  }

  private failed(source: object, error: Error): void {
    if (!isConnectionError(error)) {
      this.logger.warn(`${this.name}: ${error.message}`);
      return;
    }
    this.down.add(source);
    if (this.warned) return;
    this.warned = true;
    const code = (error as { code?: string }).code ?? error.message;
    this.logger.warn(
      `Redis connection lost for ${this.name} (${code}); retrying quietly, one line follows when it is back.`,
    );
  }

  private connected(source: object): void {
    this.down.delete(source);
    if (!this.warned || this.down.size > 0) return;
    this.warned = false;
    this.logger.warn(`Redis connection back for ${this.name}.`);
  }
}
