import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectRedisAtStart } from './adapters/redis.ts';
import { createSharedResponseCache } from './adapters/shared-response-cache.ts';
import { createTestApp, login } from './test/app.ts';
import { demoPassword } from './db/seed/accounts.ts';
import { offerApi } from '../domain/offers/api-paths.ts';
import type { OfferFeatureCollection } from '../domain/offers/types.ts';
import type { ContentBundle } from '../domain/content/bundle.ts';
import { entry } from './test/offer-fixtures.ts';

const redisUrl = process.env.REDIS_URL;

// The scale-out path: several app servers share counters and cache invalidations via Redis.
describe.runIf(redisUrl)('with REDIS_URL (several app servers)', () => {
  it('drops a cached response on every server when one invalidates it', async () => {
    // Publisher, subscriber, publisher, subscriber: made as the app makes them.
    const connections = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        connectRedisAtStart(redisUrl!, { autoResubscribe: i % 2 === 0 }),
      ),
    );
    const [pubA, subA, pubB, subB] = connections as [
      (typeof connections)[number],
      (typeof connections)[number],
      (typeof connections)[number],
      (typeof connections)[number],
    ];
    const a = await createSharedResponseCache(pubA, subA);
    const b = await createSharedResponseCache(pubB, subB);
    const key = `content:test-${randomBytes(4).toString('hex')}`;
    a.set(key, '{"data":1}');
    b.set(key, '{"data":1}');
    a.invalidate(key);
    await expect.poll(() => b.get(key), { timeout: 2000 }).toBeUndefined();
    expect(a.get(key)).toBeUndefined();
    for (const connection of connections) connection.disconnect();
  });

  it('drops an offer from the other server’s map after a write on one', async () => {
    const config = { REDIS_URL: redisUrl };
    const one = await createTestApp({ config });
    const two = await createTestApp({ config, shareDatabaseOf: one });
    const anna = await login(one.app, 'anna@example.org', demoPassword);
    const mapOf = async (server: typeof one) => {
      const res = await server.app.inject({ method: 'GET', url: offerApi.geo });
      return (res.json().data as OfferFeatureCollection).features.map((f) => f.properties.id);
    };
    const before = await mapOf(two); // now cached on the second server
    const created = await one.app.inject({
      method: 'POST',
      url: offerApi.save('entry'),
      cookies: anna.cookies,
      headers: anna.headers,
      payload: entry({ title: 'Boule am Kanal' }),
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json().data as { id: number }).id;
    expect(before).not.toContain(id);
    await expect.poll(() => mapOf(two), { timeout: 2000 }).toContain(id);
    const removed = await one.app.inject({
      method: 'POST',
      url: offerApi.remove('entry'),
      cookies: anna.cookies,
      headers: anna.headers,
      payload: { id },
    });
    expect(removed.statusCode).toBe(200);
    await expect.poll(() => mapOf(two), { timeout: 2000 }).not.toContain(id);
    const probe = await connectRedisAtStart(redisUrl!);
    const [, subscribers] = (await probe.pubsub('NUMSUB', 'portal:cache-invalidate')) as [
      string,
      number,
    ];
    expect(subscribers).toBeGreaterThanOrEqual(2);
    probe.disconnect();
    await Promise.all([two.close(), one.close()]);
  });

  it('shows an editor’s new site name on the other server', async () => {
    const config = { REDIS_URL: redisUrl };
    const one = await createTestApp({ config });
    const two = await createTestApp({ config, shareDatabaseOf: one });
    const editor = await login(one.app, 'redaktion@example.org', demoPassword);
    const siteNameOn = async (server: typeof one) => {
      const res = await server.app.inject({ method: 'GET', url: '/api/content' });
      expect(res.statusCode).toBe(200);
      return (res.json().data as ContentBundle).settings.site_name;
    };
    // The news feed names the site from the bundle as an object, not from the API's bytes.
    const feedTitleOn = async (server: typeof one) =>
      (await server.app.inject({ method: 'GET', url: '/feeds/news.xml' })).body;
    const before = await siteNameOn(two); // now cached on the second server
    expect(await feedTitleOn(two)).toContain(`<title>${before}`);
    const settings = await one.app.inject({
      method: 'GET',
      url: '/api/backend/settings/site',
      cookies: editor.cookies,
      headers: editor.headers,
    });
    const siteName = `Active City ${randomBytes(3).toString('hex')}`;
    const saved = await one.app.inject({
      method: 'PUT',
      url: '/api/backend/settings/site',
      cookies: editor.cookies,
      headers: editor.headers,
      payload: { ...settings.json().data, site_name: siteName },
    });
    expect(saved.statusCode).toBe(200);
    expect(await siteNameOn(one)).toBe(siteName);
    await expect.poll(() => siteNameOn(two), { timeout: 2000 }).toBe(siteName);
    await expect.poll(() => feedTitleOn(two), { timeout: 2000 }).toContain(`<title>${siteName}`);
    await Promise.all([two.close(), one.close()]);
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
