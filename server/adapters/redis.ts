import { Redis } from 'ioredis';

/** A Redis connection for the scale-out path; commands fail fast instead of queueing forever. */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}

export type { Redis };
