import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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
  /** Compresses off the main thread, then keeps the answer. */
  set(key: string, json: string, options?: SetOptions): Promise<CachedResponse>;
  /** Drops every entry whose key starts with the prefix (writes call this). */
  invalidate(prefix: string): void;
}

/**
 * Brotli's best quality costs seconds per megabyte; past this size (the map of a large
 * city) a middle quality compresses almost as well in a fraction of the time.
 */
const bestQualityUpTo = 1024 * 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Compression runs in libuv's thread pool, not on the event loop: a large page or map answer
 * being kept must not hold up every other visitor's request (health checks, assets) meanwhile.
 */
export async function prepareResponse(json: string): Promise<CachedResponse> {
  const identity = Buffer.from(json);
  const large = identity.length > bestQualityUpTo;
  const [gzipped, br] = await Promise.all([
    gzipAsync(identity, { level: large ? 6 : 9 }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: large ? 5 : 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return {
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    identity,
    gzip: gzipped,
    br,
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
  // Counts invalidations: an answer whose compression outlived one may be stale, so it is
  // answered once but not kept.
  let invalidations = 0;
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
    async set(key, json, setOptions = {}) {
      const started = invalidations;
      const response = await prepareResponse(json);
      if (started !== invalidations) return response;
      const expiresAt = setOptions.expiresAt?.getTime() ?? null;
      entries.set(key, { response, expiresAt });
      return response;
    },
    invalidate(prefix) {
      invalidations += 1;
      for (const key of [...entries.keys()]) {
        if (key.startsWith(prefix) || key.startsWith(pageCachePrefix)) entries.delete(key);
      }
    },
  };
}
