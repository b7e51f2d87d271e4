import Redis from 'ioredis';
import { errorCode, StartUpError } from '../start-up/start-up-error';

function redactedHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    throw new StartUpError('REDIS_URL is not a valid URL.', 'Fix: write it as redis://host:6379, or unset it.');
  }
}

export interface RedisSettings {
  url: string;
  /** Prefix for every key this app writes (BullMQ queues, socket.io adapter channels). */
  prefix: string;
}

/**
 * Redis is used when REDIS_URL is set; without it the app runs jobs in-process from the durable Postgres outbox and
 * socket.io stays single-process. A REDIS_URL that does not answer a PING within a couple of seconds stops the
 * start: going on without it would quietly cut this process off from the others' live updates and mail queue.
 */
export async function probeRedis(
  url: string | undefined,
  prefix: string,
): Promise<{ redis: RedisSettings | null; description: string }> {
  if (!url) return { redis: null, description: 'no REDIS_URL: jobs run in-process, live push is single-process' };
  const where = `Redis at ${redactedHost(url)} (REDIS_URL)`;
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  // ioredis rejects with "Connection is closed."; the reason (ECONNREFUSED, ENOTFOUND, …) comes as an event.
  let lastError: Error | undefined;
  client.on('error', (error: Error) => {
    lastError = error;
  });
  try {
    await client.connect();
    await client.ping();
    return {
      redis: { url, prefix },
      description: `Redis at ${redactedHost(url)} (BullMQ jobs, socket.io Redis adapter)`,
    };
  } catch (caught) {
    const reasons = [caught, lastError].filter((reason): reason is Error => reason instanceof Error);
    const refused = reasons.find((reason) =>
      /NOAUTH|WRONGPASS|invalid password|invalid username/i.test(reason.message),
    );
    if (refused) {
      throw new StartUpError(
        `${where} refused the credentials (${refused.message}).`,
        'Fix: put the right user and password in REDIS_URL (redis://user:password@host:6379).',
      );
    }
    const reason = reasons.map(errorCode).find(Boolean) ?? reasons[0]?.message;
    throw new StartUpError(
      `${where} cannot be reached (${reason}).`,
      'Fix: start Redis or correct REDIS_URL; or unset REDIS_URL to run a single process with in-process jobs.',
    );
  } finally {
    client.disconnect();
  }
}

export const REDIS_SETTINGS = Symbol('REDIS_SETTINGS');
