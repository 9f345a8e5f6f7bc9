import {
  prepareResponse,
  type CachedResponse,
  type ResponseCache,
  type SetOptions,
} from '../../adapters/response-cache.ts';

export const offerCachePrefix = 'offers:';

/**
 * Offer answers (map collections, title-sorted list pages) as ready bytes with ETags; every
 * offer write drops them all, on every server when the cache is shared through Redis.
 */
export function createOfferCache(cache: ResponseCache) {
  // Filters combine into many keys (categories above all); the cache's byte bound drops the
  // least used, so a client cycling through combinations cannot fill the memory.
  const building = new Map<string, Promise<CachedResponse>>();
  // Bumped by every write: a build that started before the write must not be kept.
  let generation = 0;
  return {
    invalidate() {
      generation += 1;
      building.clear();
      cache.invalidate(offerCachePrefix);
    },
    async get(
      name: string,
      build: () => Promise<string>,
      options?: SetOptions,
    ): Promise<CachedResponse> {
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
        return cache.set(key, json, options);
      })().finally(() => {
        if (building.get(key) === promise) building.delete(key);
      });
      building.set(key, promise);
      return promise;
    },
  };
}

export type OfferCache = ReturnType<typeof createOfferCache>;
