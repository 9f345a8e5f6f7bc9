import { createRequire } from 'node:module';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { redisReady } from './redis.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
type Store = FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] };
type StoreClass<A extends unknown[]> = new (...args: A) => Store;

// @fastify/rate-limit's own stores (not exported by name): the same counting in both places.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreClass<
  [boolean, boolean, Redis, string]
>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreClass<
  [boolean, boolean, number?]
>;

/**
 * Rate-limit counters in Redis while it answers, in this process while it does not: a Redis
 * outage makes the limits per server for a while instead of failing every request.
 */
class FallbackStore implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, cb: Callback, timeWindow: number, max: number) {
    this.use('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number) {
    this.use('read', key, cb, timeWindow, max);
  }

  child(routeOptions: RouteOptions): Store {
    return new FallbackStore(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
    );
  }

  private use(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
    const local = () => this.local[method]!(key, cb, timeWindow, max);
    if (!redisReady(this.redis)) return local();
    this.shared[method]!(key, (err, result) => (err ? local() : cb(null, result)), timeWindow, max);
  }
}

/** The `store` option of @fastify/rate-limit: a class it constructs with its settings. */
export function fallbackRateStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(settings: FastifyRateLimitOptions) {
      // The plugin passes its merged settings, which carry these two flags at runtime.
      const flags = settings as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      const continueExceeding = flags.continueExceeding ?? false;
      const exponentialBackoff = flags.exponentialBackoff ?? false;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
