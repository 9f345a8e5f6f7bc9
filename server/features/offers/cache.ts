import {
  prepareResponse,
  type CachedResponse,
  type ResponseCache,
} from '../../adapters/response-cache.ts';

export const offerCachePrefix = 'offers:';
/**
 * Filters combine into many keys (categories above all); past this many the offer entries
 * start over, so a client cycling through combinations cannot fill the memory.
 */
const maxKeys = 512;

/**
 * Offer answers (map collections, title-sorted list pages) as ready bytes with ETags; every
 * offer write drops them all, on every server when the cache is shared through Redis.
 */
export function createOfferCache(cache: ResponseCache) {
  const building = new Map<string, Promise<CachedResponse>>();
  const known = new Set<string>();
  // Bumped by every write: a build that started before the write must not be kept.
  let generation = 0;
  return {
    invalidate() {
      generation += 1;
      building.clear();
      known.clear();
      cache.invalidate(offerCachePrefix);
    },
    async get(name: string, build: () => Promise<string>): Promise<CachedResponse> {
      const key = offerCachePrefix + name;
      const cached = cache.get(key);
      if (cached) return cached;
      // Concurrent first requests for one key share a single build.
      const pending = building.get(key);
      if (pending) return pending;
      const started = generation;
      const promise = (async () => {
        const json = await build();
        if (started !== generation) return prepareResponse(json);
        if (!known.has(key) && known.size >= maxKeys) {
          cache.invalidate(offerCachePrefix);
          known.clear();
        }
        known.add(key);
        return cache.set(key, json);
      })().finally(() => {
        if (building.get(key) === promise) building.delete(key);
      });
      building.set(key, promise);
      return promise;
    },
  };
}

export type OfferCache = ReturnType<typeof createOfferCache>;
