import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { RedisSettings } from '../redis/redis-availability';
import { RedisClientGroup } from '../redis/redis-client-group';

/**
 * Where rate-limit counts live. With Redis, in Redis (@nest-lab/throttler-storage-redis, one atomic script per
 * hit), so N processes behind a load balancer allow the limit once, not N times; without, in this process.
 */
export function throttlerStorageFor(redis: RedisSettings | null): ThrottlerStorage {
  if (!redis) return new ThrottlerStorageService();
  const storage = new ThrottlerStorageRedisService(redis.url, {
    keyPrefix: `${redis.prefix}:rate:`,
    maxRetriesPerRequest: 2,
  });
  new RedisClientGroup('rate limits').client(storage.redis);
  return storage;
}
