import { Redis, type RedisOptions } from 'ioredis';
import { ConfigError } from '../config.ts';

/**
 * A Redis connection for the scale-out path. Commands fail at once while the connection is
 * down (no offline queue, short timeouts), so callers fall back to what the process has
 * instead of making visitors wait; ioredis keeps reconnecting in the background.
 */
export function connectRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    ...options,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 500,
    lazyConnect: true,
    // Reconnect quickly at first, then every two seconds at most.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}

/** Connects before the app starts: an unreachable Redis stops the start with one clear line. */
export async function connectRedisAtStart(url: string, options?: RedisOptions): Promise<Redis> {
  const redis = connectRedis(url, options);
  // Errors after the start are handled where Redis is used; keep them out of the crash path.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    const { hostname, port } = new URL(url);
    throw new ConfigError(
      `REDIS_URL: cannot reach Redis at ${hostname}:${port || 6379}. Start Redis there, or unset REDIS_URL to run a single server without it.`,
    );
  }
}

/** Whether commands can be sent now. */
export const redisReady = (redis: Redis) => redis.status === 'ready';

export type { Redis };
