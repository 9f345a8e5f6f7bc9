import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryResponseCache } from './response-cache.ts';

const json = (n: number, size = 1000) => JSON.stringify({ n, pad: 'x'.repeat(size) });

describe('the embedded response cache', () => {
  afterEach(() => vi.useRealTimers());

  it('stays within its byte bound, dropping the least recently used answers', async () => {
    const cache = createMemoryResponseCache({ maxBytes: 20_000 });
    await cache.set('a', json(0));
    for (let n = 1; n < 200; n++) {
      await cache.set(`k${n}`, json(n));
      cache.get('a'); // used all the time: kept
    }
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k199')).toBeDefined();
    let kept = 0;
    for (let n = 1; n < 200; n++) {
      const entry = cache.get(`k${n}`);
      if (entry) kept += entry.identity.length + entry.gzip.length + entry.br.length;
    }
    expect(kept).toBeLessThanOrEqual(20_000);
  });

  it('ends an answer at its clock boundary without any write', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
    const cache = createMemoryResponseCache();
    await cache.set('content:de', json(1), { expiresAt: new Date('2026-06-01T12:00:00Z') });
    await cache.set('content:en', json(2));
    vi.setSystemTime(new Date('2026-06-01T11:59:59Z'));
    expect(cache.get('content:de')).toBeDefined();
    vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
    expect(cache.get('content:de')).toBeUndefined();
    expect(cache.get('content:en')).toBeDefined();
  });

  it('drops every answer under a prefix on invalidate', async () => {
    const cache = createMemoryResponseCache();
    await cache.set('offers:geo:1', json(1));
    await cache.set('offers:list:1', json(2));
    await cache.set('content:de', json(3));
    cache.invalidate('offers:');
    expect(cache.get('offers:geo:1')).toBeUndefined();
    expect(cache.get('offers:list:1')).toBeUndefined();
    expect(cache.get('content:de')).toBeDefined();
  });

  it('does not keep an answer whose compression outlived an invalidation', async () => {
    const cache = createMemoryResponseCache();
    const kept = cache.set('offers:geo:1', json(1));
    cache.invalidate('offers:');
    expect((await kept).identity.toString()).toBe(json(1));
    expect(cache.get('offers:geo:1')).toBeUndefined();
  });
});
