import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A response kept as ready bytes: the JSON, its compressed forms and a strong ETag. */
export type CachedResponse = { etag: string; identity: Buffer; gzip: Buffer; br: Buffer };

export interface ResponseCache {
  get(key: string): CachedResponse | undefined;
  set(key: string, json: string): CachedResponse;
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
 * The embedded cache: a map in this process. One app server needs nothing more; several
 * servers behind a load balancer each keep their own copy and see writes through
 * `invalidate` being called on every write path.
 */
export function createMemoryResponseCache(): ResponseCache {
  const entries = new Map<string, CachedResponse>();
  return {
    get: (key) => entries.get(key),
    set(key, json) {
      const entry = prepareResponse(json);
      entries.set(key, entry);
      return entry;
    },
    invalidate(prefix) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
