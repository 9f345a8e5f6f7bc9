import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectRedis } from './adapters/redis.ts';
import { createSharedResponseCache } from './adapters/shared-response-cache.ts';
import { createTestApp, login } from './test/app.ts';

const redisUrl = process.env.REDIS_URL;

// The scale-out path: several app servers share counters and cache invalidations via Redis.
describe.runIf(redisUrl)('with REDIS_URL (several app servers)', () => {
  it('drops a cached response on every server when one invalidates it', async () => {
    const connections = Array.from({ length: 4 }, () => connectRedis(redisUrl!));
    const [pubA, subA, pubB, subB] = connections as [
      ReturnType<typeof connectRedis>,
      ReturnType<typeof connectRedis>,
      ReturnType<typeof connectRedis>,
      ReturnType<typeof connectRedis>,
    ];
    const a = await createSharedResponseCache(pubA, subA);
    const b = await createSharedResponseCache(pubB, subB);
    const key = `content:test-${randomBytes(4).toString('hex')}`;
    a.set(key, '{"data":1}');
    b.set(key, '{"data":1}');
    a.invalidate(key);
    await expect.poll(() => b.get(key), { timeout: 2000 }).toBeUndefined();
    expect(a.get(key)).toBeUndefined();
    await Promise.all(connections.map((c) => c.quit()));
  });

  it('counts login attempts across servers', async () => {
    const config = { REDIS_URL: redisUrl, LOGIN_ATTEMPTS_PER_MINUTE: 2 };
    const one = await createTestApp({ config });
    const two = await createTestApp({ config });
    const email = `throttle-${randomBytes(4).toString('hex')}@example.org`;
    const statuses = [
      (await login(one.app, email, 'wrong-password')).res.statusCode,
      (await login(two.app, email, 'wrong-password')).res.statusCode,
      (await login(one.app, email, 'wrong-password')).res.statusCode,
      (await login(two.app, email, 'wrong-password')).res.statusCode,
    ];
    expect(statuses).toEqual([422, 422, 429, 429]);
    await Promise.all([one.close(), two.close()]);
  });
});
