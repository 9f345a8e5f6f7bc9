import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import { statisticsApiPath } from '../../../domain/statistics/statistics.ts';
import type { Statistics } from '../../../domain/statistics/statistics-schemas.ts';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import { createTestApp, login, type TestApp } from '../../test/app.ts';
import { demoPassword } from '../../db/seed/accounts.ts';
import { spot } from '../../test/offer-fixtures.ts';

describe('GET /api/statistics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ seed: { summer: 40, now: new Date('2025-08-12T10:00:00Z') } });
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url, headers });
  const figures = async (query = '', headers: Record<string, string> = {}) => {
    const res = await get(`${statisticsApiPath}${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Statistics }).data;
  };
  const countOf = async (type: 'spot' | 'entry' | 'club' | 'place', districtId?: number) =>
    (
      await app.database.db
        .select({ n: count() })
        .from(t.offers)
        .where(
          and(
            eq(t.offers.type, type),
            districtId === undefined ? undefined : eq(t.offers.districtId, districtId),
          ),
        )
    )[0]!.n;

  it('counts the city’s Active Spots, group offers, clubs and club locations', async () => {
    const data = await figures();
    expect(data.city.counts).toEqual({
      spot: await countOf('spot'),
      entry: await countOf('entry'),
      club: await countOf('club'),
      place: await countOf('place'),
    });
    expect(data.city.counts.spot).toBeGreaterThan(0);
    expect(data.city.offers).toBe(data.city.counts.spot + data.city.counts.entry);
    expect(data.city.free).toBeGreaterThan(0);
    expect(data.city.free).toBeLessThanOrEqual(data.city.offers);
    expect(data.district).toBeNull();
    expect(data.selected).toBeNull();
    expect(data.districts).toHaveLength(7);
    // Every offer lies in a district, so the districts add up to the city.
    const spotsInDistricts = data.by_district.reduce((n, d) => n + d.counts.spot, 0);
    expect(spotsInDistricts).toBeLessThanOrEqual(data.city.counts.spot);
    expect(spotsInDistricts).toBeGreaterThan(0);
  });

  it('names categories in the asked language and counts offers per category', async () => {
    const de = await figures('', { 'accept-language': 'de' });
    const en = await figures('', { 'accept-language': 'en' });
    expect(de.city.by_category.length).toBeGreaterThan(3);
    expect(de.city.by_category.map((c) => c.slug)).toEqual(en.city.by_category.map((c) => c.slug));
    expect(de.city.by_category.map((c) => c.title)).not.toEqual(
      en.city.by_category.map((c) => c.title),
    );
    const first = de.city.by_category[0]!;
    const [row] = await app.database.db
      .select({ n: count() })
      .from(t.offers)
      .where(
        and(
          inArray(t.offers.type, ['spot', 'entry', 'club', 'place']),
          eq(t.offers.categories, [first.slug]),
        ),
      );
    expect(first.total).toBeGreaterThanOrEqual(row!.n);
  });

  it('lists twelve months up to the current one and the weeks of the summer season', async () => {
    const data = await figures();
    expect(data.city.new_per_month).toHaveLength(12);
    const months = data.city.new_per_month.map((m) => m.month);
    expect([...months].sort()).toEqual(months);
    const now = new Date();
    expect(months.at(-1)).toBe(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Europe/Berlin',
        year: 'numeric',
        month: '2-digit',
      })
        .format(now)
        .slice(0, 7),
    );
    // The demo city was seeded just now: every spot, entry and location is this month's.
    const { spot: s, entry: e, place: p } = data.city.counts;
    expect(data.city.new_per_month.at(-1)!.count).toBe(s + e + p);
    expect(data.season).not.toBeNull();
    expect(data.city.summer_per_week[0]!.start).toBe(data.season!.start);
    const dates = data.city.summer_per_week.reduce((n, w) => n + w.dates, 0);
    expect(dates).toBeGreaterThan(0);
    for (const week of data.city.summer_per_week)
      expect(week.courses).toBeLessThanOrEqual(week.dates);
  });

  it('shows a district beside the city', async () => {
    const city = await figures();
    const res = await get(`${statisticsApiPath}?district=altona`);
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: Statistics }).data;
    expect(data.district).toEqual({ slug: 'altona', name: 'Altona' });
    expect(data.city).toEqual(city.city);
    const [altona] = await app.database.db
      .select({ id: t.districts.id })
      .from(t.districts)
      .where(eq(t.districts.slug, 'altona'));
    expect(data.selected!.counts.spot).toBe(await countOf('spot', altona!.id));
    expect(data.by_district.find((d) => d.slug === 'altona')!.counts).toEqual(
      data.selected!.counts,
    );
    expect(data.selected!.new_per_month).toHaveLength(12);
  });

  it('refuses an unknown or malformed district naming the field', async () => {
    for (const query of ['?district=atlantis', '?district=Not%20A%20Slug']) {
      const res = await get(`${statisticsApiPath}${query}`);
      expect(res.statusCode).toBe(422);
      expect(Object.keys((res.json() as { errors: object }).errors)).toEqual(['district']);
    }
  });

  it('answers from ready bytes with an ETag until an offer changes', async () => {
    const first = await get(statisticsApiPath, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    expect((await get(statisticsApiPath, { 'if-none-match': etag })).statusCode).toBe(304);
    const before = (await figures()).city.counts.spot;
    const anna = await login(app.app, 'anna@example.org', demoPassword);
    const saved = await app.app.inject({
      method: 'POST',
      url: offerApi.save('spot'),
      payload: spot({ title: 'Neuer Korb für die Statistik' }),
      cookies: anna.cookies,
      headers: anna.headers,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const after = await get(statisticsApiPath, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect((after.json() as { data: Statistics }).data.city.counts.spot).toBe(before + 1);
  });
});

describe('statistics pages', () => {
  let app: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="de"><head><title>App</title><!--app-head--></head><body></body></html>',
    );
    app = await createTestApp({ seed: { offers: 0 }, config: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => app.close());

  it('answers 200 with the district in the title, 404 for a district that does not exist', async () => {
    const city = await app.app.inject({ method: 'GET', url: '/en/playground/statistics' });
    expect(city.statusCode).toBe(200);
    const altona = await app.app.inject({ method: 'GET', url: '/playground/statistics/altona' });
    expect(altona.statusCode).toBe(200);
    expect(altona.body).toContain('Statistik: Altona');
    const missing = await app.app.inject({ method: 'GET', url: '/playground/statistics/atlantis' });
    expect(missing.statusCode).toBe(404);
  });
});
