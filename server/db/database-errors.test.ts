import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from '../plugins/errors.ts';
import { openDatabase } from './client.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe('when the database cannot answer in time or at all', () => {
  it.runIf(databaseUrl)(
    'is cancelled by PostgreSQL after DATABASE_STATEMENT_TIMEOUT_MS',
    async () => {
      const database = await openDatabase({
        kind: 'postgres',
        url: databaseUrl!,
        statementTimeoutMs: 100,
      });
      try {
        await expect(database.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({
          cause: { code: '57014' },
        });
      } finally {
        await database.close();
      }
    },
  );

  it('answers 503, not 500, while the database is away', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/refused', async () => {
      throw new Error('Failed query', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      });
    });
    app.get('/shutdown', async () => {
      throw new Error('Failed query', {
        cause: Object.assign(new Error('terminating connection'), { code: '57P01' }),
      });
    });
    app.get('/bug', async () => {
      throw new Error('a bug');
    });
    for (const url of ['/refused', '/shutdown']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('10');
    }
    expect((await app.inject({ url: '/bug' })).statusCode).toBe(500);
  });

  it('answers 503 with Retry-After, not 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/slow', async () => {
      throw new Error('Failed query', {
        cause: Object.assign(new Error('canceling statement'), { code: '57014' }),
      });
    });
    const res = await app.inject({ url: '/slow' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: 'The server is busy. Please try again shortly.' });
  });
});
