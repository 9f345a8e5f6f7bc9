import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

describe('the per-address limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { RATE_LIMIT_PER_MINUTE: 3 } });
  });
  afterAll(() => t.close());

  it('counts API calls, not the scripts, styles and images of a page', async () => {
    for (const asset of ['/assets/index-abc.js', '/assets/index-abc.css', '/demo/park.svg'])
      for (let i = 0; i < 3; i++)
        expect((await t.app.inject({ url: asset })).statusCode, asset).not.toBe(429);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.app.inject({ url: '/api/nothing-here' })).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
