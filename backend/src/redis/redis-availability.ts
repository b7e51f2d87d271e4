import Redis from 'ioredis';

export interface RedisSettings {
  url: string;
  /** Prefix for every key this app writes (BullMQ queues, socket.io adapter channels). */
  prefix: string;
}

/**
 * Redis is used when REDIS_URL is set and answers a PING within a couple of seconds; otherwise the app runs
 * jobs in-process from the durable Postgres outbox and socket.io stays single-process. The reason is returned so
 * start-up can print which mode it chose.
 */
export async function probeRedis(
  url: string | undefined,
  prefix: string,
): Promise<{ redis: RedisSettings | null; description: string }> {
  if (!url) return { redis: null, description: 'no REDIS_URL: jobs run in-process, live push is single-process' };
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    const safeUrl = new URL(url);
    safeUrl.password = '';
    return { redis: { url, prefix }, description: `Redis at ${safeUrl.host} (BullMQ jobs, socket.io Redis adapter)` };
  } catch (error) {
    return {
      redis: null,
      description: `REDIS_URL is set but Redis did not answer (${(error as Error).message}): jobs run in-process`,
    };
  } finally {
    client.disconnect();
  }
}

export const REDIS_SETTINGS = Symbol('REDIS_SETTINGS');
export const APP_CONFIG = Symbol('APP_CONFIG');
