import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

type Line = { level: number; msg: string; method?: string; route?: string; status?: number };

describe('request log', () => {
  let t: TestApp;
  const lines: Line[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) },
    });
  });
  afterAll(() => t.close());

  it('writes one line per API call: route pattern, status and time, no query string', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/api/password/reset?token=secret-token&email=a@b.c',
    });
    await t.app.inject({ method: 'GET', url: '/api/offers/entries/1' });
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[1]).toMatchObject({ method: 'GET', route: '/api/offers/:type/:id' });
    expect(JSON.stringify(lines)).not.toMatch(/secret-token|a@b\.c/);
    // Fastify's own "incoming request" / "request completed" pair is off.
    expect(lines.some((line) => /incoming request|request completed/.test(line.msg))).toBe(false);
  });

  it('keeps static files out of the info log', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(lines.filter((line) => line.msg === 'request')).toHaveLength(0);
  });
});
