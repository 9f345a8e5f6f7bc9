import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** A response kept as ready bytes: the JSON, its compressed forms and a strong ETag. */
export type CachedResponse = { etag: string; identity: Buffer; gzip: Buffer; br: Buffer };

export type SetOptions = {
  /**
   * When the answer stops being true by the clock alone (the next scheduled publication,
   * an event that starts): from then on the entry is gone. Null or absent: only a write
   * or the cache's own time limit ends it.
   */
  expiresAt?: Date | null;
};

export interface ResponseCache {
  get(key: string): CachedResponse | undefined;
  set(key: string, json: string, options?: SetOptions): CachedResponse;
  /** Drops every entry whose key starts with the prefix (writes call this). */
  invalidate(prefix: string): void;
}

/**
 * Brotli's best quality costs seconds per megabyte; past this size (the map of a large
 * city) a middle quality compresses almost as well in a fraction of the time.
 */
const bestQualityUpTo = 1024 * 1024;

export function prepareResponse(json: string): CachedResponse {
  const identity = Buffer.from(json);
  return {
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    identity,
    gzip: gzipSync(identity, { level: identity.length > bestQualityUpTo ? 6 : 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: identity.length > bestQualityUpTo ? 5 : 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  };
}

/**
 * Server-rendered pages are built from the other answers (content, articles, offers), so
 * every invalidation drops them too.
 */
export const pageCachePrefix = 'page:';

/** Bytes of the ready answers one server keeps; least recently used ones go first. */
const defaultMaxBytes = 64 * 1024 * 1024;
/** Nothing is kept longer than this, whatever else happens. */
const defaultTtlMs = 60 * 60 * 1000;

type Entry = { response: CachedResponse; expiresAt: number | null };

/**
 * The embedded cache: a bounded LRU in this process (by bytes, plain and compressed
 * together, with a time limit), and entries that end at their own clock boundary. One app
 * server needs nothing more; several servers behind a load balancer each keep their own
 * copy and see writes through `invalidate` being called on every write path.
 */
export function createMemoryResponseCache(
  options: { maxBytes?: number; ttlMs?: number } = {},
): ResponseCache {
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? defaultMaxBytes,
    sizeCalculation: ({ response: r }) => r.identity.length + r.gzip.length + r.br.length + 64,
    ttl: options.ttlMs ?? defaultTtlMs,
  });
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt !== null && Date.now() >= entry.expiresAt) {
        entries.delete(key);
        return undefined;
      }
      return entry.response;
    },
    set(key, json, setOptions = {}) {
      const response = prepareResponse(json);
      const expiresAt = setOptions.expiresAt?.getTime() ?? null;
      entries.set(key, { response, expiresAt });
      return response;
    },
    invalidate(prefix) {
      for (const key of [...entries.keys()]) {
        if (key.startsWith(prefix) || key.startsWith(pageCachePrefix)) entries.delete(key);
      }
    },
  };
}
