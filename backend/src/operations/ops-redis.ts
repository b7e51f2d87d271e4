import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS_SETTINGS, type RedisSettings } from '../redis/redis-availability';

/**
 * This process's own small Redis connection for operations: readiness pings it, and the Tonight figures of every
 * process meet through it. It never queues a command while Redis is away (`enableOfflineQueue: false`): a call
 * fails at once, so a readiness check or a figure report cannot pile up or hang. It keeps reconnecting quietly;
 * readiness is where an outage shows.
 */
@Injectable()
export class OpsRedis implements OnModuleDestroy {
  readonly client: Redis | null;

  constructor(@Inject(REDIS_SETTINGS) readonly settings: RedisSettings | null) {
    this.client = settings
      ? new Redis(settings.url, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          connectTimeout: 1000,
          retryStrategy: (attempt) => Math.min(attempt * 200, 1000),
        })
      : null;
    // The reason an outage shows is readiness's answer; an unhandled 'error' event would crash the process.
    this.client?.on('error', () => {});
  }

  /** A key under this deployment's prefix. */
  key(name: string): string {
    return `${this.settings?.prefix ?? 'tribal-pool'}:ops:${name}`;
  }

  onModuleDestroy(): void {
    this.client?.disconnect();
  }
}

/** Rejects when `work` has not settled within `ms`: no check or report may hang on a dependency that is away. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
