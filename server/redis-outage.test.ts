import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { connectRedisAtStart } from './adapters/redis.ts';
import { createSharedResponseCache } from './adapters/shared-response-cache.ts';
import { createTestApp, login } from './test/app.ts';
import { freePort } from '../scripts/free-port.ts';

const redisUrl = process.env.REDIS_URL;

describe('Redis at start', () => {
  it('stops the start at once with one line naming REDIS_URL when Redis cannot be reached', async () => {
    const port = await freePort();
    await expect(
      createTestApp({ config: { REDIS_URL: `redis://127.0.0.1:${port}` }, seed: false }),
    ).rejects.toThrow(/^REDIS_URL: cannot reach Redis at 127\.0\.0\.1:\d+\. Start Redis there/);
  });

  it('gives up on the first failed attempt instead of retrying while the start waits', async () => {
    // A port that takes connections and drops them: each attempt is counted, however slow the machine.
    let attempts = 0;
    const server = createServer((socket) => {
      attempts += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(
        createTestApp({ config: { REDIS_URL: `redis://127.0.0.1:${port}` }, seed: false }),
      ).rejects.toThrow(/^REDIS_URL: cannot reach Redis/);
      expect(attempts).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

/** A TCP door in front of Redis that can be shut and opened again: an outage on demand. */
async function redisDoor(target: URL, port = 0) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    shut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

describe.runIf(redisUrl)('Redis going away after the start', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('keeps answering quickly, counts limits per server, reports itself degraded, recovers', async () => {
    let door = await redisDoor(new URL(redisUrl!));
    const port = door.port;
    const t = await createTestApp({
      config: { REDIS_URL: `redis://127.0.0.1:${port}`, LOGIN_ATTEMPTS_PER_MINUTE: 2 },
    });
    closers.push(() => t.close());
    const health = async () => (await t.app.inject({ url: '/healthz' })).json();
    expect(await health()).toMatchObject({ status: 'ok', redis: 'up' });

    await door.shut();
    await expect.poll(health).toMatchObject({ status: 'degraded', redis: 'down' });

    // Answered while Redis is still away: nothing waits for it to come back (no offline queue).
    // How fast a busy machine answers is the benchmarks' business, not this test's.
    const content = await t.app.inject({ url: '/api/content' });
    const guesses = [];
    for (let i = 0; i < 3; i += 1)
      guesses.push((await login(t.app, 'anna@example.org', 'wrong-password')).res.statusCode);
    expect(content.statusCode).toBe(200);
    // The per-address login limit still holds, counted in this process.
    expect(guesses).toEqual([422, 422, 429]);

    door = await redisDoor(new URL(redisUrl!), port);
    closers.push(door.shut);
    await expect.poll(health, { timeout: 10000 }).toMatchObject({ status: 'ok', redis: 'up' });
  });

  it('hears other servers’ invalidations again after an outage, and stops cleanly mid-way', async () => {
    let door = await redisDoor(new URL(redisUrl!));
    const port = door.port;
    const [publisher, subscriber, otherPublisher, otherSubscriber] = await Promise.all([
      connectRedisAtStart(redisUrl!),
      connectRedisAtStart(`redis://127.0.0.1:${port}`, { autoResubscribe: false }),
      connectRedisAtStart(redisUrl!),
      connectRedisAtStart(redisUrl!, { autoResubscribe: false }),
    ]);
    closers.push(async () => {
      for (const c of [publisher, subscriber, otherPublisher, otherSubscriber]) c.disconnect();
    });
    const cache = await createSharedResponseCache(publisher, subscriber);
    const other = await createSharedResponseCache(otherPublisher, otherSubscriber);

    await door.shut();
    await expect.poll(() => subscriber.status).not.toBe('ready');
    door = await redisDoor(new URL(redisUrl!), port);
    closers.push(door.shut);
    await expect.poll(() => subscriber.status, { timeout: 10000 }).toBe('ready');

    const key = `content:outage-${randomBytes(4).toString('hex')}`;
    await expect
      .poll(async () => {
        await cache.set(key, '{"data":1}');
        other.invalidate(key);
        return new Promise((resolve) => setTimeout(() => resolve(cache.get(key)), 50));
      })
      .toBeUndefined();

    // Stopping the moment the connection is back, before Redis has answered the new
    // subscription, must not leave a rejection nobody handles.
    await door.shut();
    await expect.poll(() => subscriber.status).not.toBe('ready');
    door = await redisDoor(new URL(redisUrl!), port);
    closers.push(door.shut);
    await new Promise<void>((resolve) =>
      subscriber.once('ready', () => {
        subscriber.disconnect();
        resolve();
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
});
