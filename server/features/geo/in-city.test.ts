import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geoApi } from '../../../domain/geo/api-paths.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

const rathaus = { latitude: 53.5503, longitude: 9.9937 };
const berlin = { latitude: 52.52, longitude: 13.405 };
// Pinneberg lies inside the city's bounding box but beyond the city line.
const pinneberg = { latitude: 53.6607, longitude: 9.7963 };

const ask = (t: TestApp, point: Record<string, unknown>) =>
  t.app.inject({
    method: 'GET',
    url: geoApi.inCity,
    query: Object.fromEntries(Object.entries(point).map(([k, v]) => [k, String(v)])),
  });

const inside = async (t: TestApp, point: Record<string, unknown>) => {
  const res = await ask(t, point);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { inside: boolean } }).data.inside;
};

describe('is a point in the city ("near me")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers by the districts’ boundaries', async () => {
    expect(await inside(t, rathaus)).toBe(true);
    expect(await inside(t, berlin)).toBe(false);
    expect(await inside(t, pinneberg)).toBe(false);
  });

  it('refuses a missing or impossible coordinate with field errors', async () => {
    const missing = await ask(t, { latitude: 53.55 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('longitude');
    expect((await ask(t, { latitude: 91, longitude: 10 })).statusCode).toBe(422);
  });
});

describe('is a point in the city, without stored districts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('falls back to the city’s bounding box', async () => {
    expect(await inside(t, rathaus)).toBe(true);
    expect(await inside(t, berlin)).toBe(false);
  });
});
