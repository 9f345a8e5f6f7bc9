import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import type { SummerBase, SummerEvent, SummerList } from '../../../domain/summer/summer-schemas.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { saveSummerEvent, type SummerEventValues } from './save.ts';
import { summerShareText } from './share-meta.ts';

describe('summer calendar calls', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Seeded in August 2025: the spec's season is the only one.
    app = await createTestApp({ seed: { summer: 70, now: new Date('2025-08-12T10:00:00Z') } });
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url, headers });
  const list = async (query: string) => {
    const res = await get(`${offerApi.summerList}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: SummerList }).data;
  };
  const errorsOf = async (query: string) => {
    const res = await get(`${offerApi.summerList}?${query}`);
    expect(res.statusCode).toBe(422);
    return (res.json() as { errors: Record<string, string[]> }).errors;
  };
  const base = async () => (await get(offerApi.summerBase)).json().data as SummerBase;

  it('names the seven districts, the courses’ categories and the season in 7-day weeks', async () => {
    const data = await base();
    expect(data.districts.map((d) => d.slug).sort()).toEqual([
      'altona',
      'bergedorf',
      'eimsbuettel',
      'hamburg-mitte',
      'hamburg-nord',
      'harburg',
      'wandsbek',
    ]);
    expect(data.categories.length).toBeGreaterThan(3);
    expect(data.categories.map((c) => c.slug)).not.toContain('bewegungsinsel');
    const [season] = data.seasons;
    expect(season).toMatchObject({ start: '2025-07-01', end: '2025-09-30' });
    expect(season!.weeks[0]).toEqual({ start: '2025-07-01', stop: '2025-07-07' });
    expect(season!.weeks.at(-1)).toEqual({ start: '2025-09-30', stop: '2025-09-30' });
    expect(season!.weeks).toHaveLength(14);
  });

  it('opens on the week of today, the first week before the season and the last after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2025-07-16T12:00:00Z'));
      expect((await base()).week).toEqual({ start: '2025-07-15', stop: '2025-07-21' });
      vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
      expect((await base()).week).toEqual({ start: '2025-07-01', stop: '2025-07-07' });
      vi.setSystemTime(new Date('2026-01-10T12:00:00Z'));
      expect((await base()).week).toEqual({ start: '2025-09-30', stop: '2025-09-30' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists a week’s dates by start, 18 a page, with their courses', async () => {
    const week = await list('start=2025-07-15&stop=2025-07-21');
    expect(week.total).toBeGreaterThan(18);
    expect(week.timeEntries).toHaveLength(18);
    expect(week.pages).toBe(Math.ceil(week.total / 18));
    const starts = week.timeEntries.map((e) => e.start);
    expect([...starts].sort()).toEqual(starts);
    expect(starts[0]! >= '2025-07-14T22:00:00.000Z').toBe(true);
    const courses = new Set(week.summerEvents.map((s) => s.id));
    for (const entry of week.timeEntries) {
      expect(courses.has(entry.summerevent_id)).toBe(true);
      const course = week.summerEvents.find((s) => s.id === entry.summerevent_id)!;
      expect(entry.acs_url).toBe(`/active-city-summer/${course.slug}?i=${entry.index}`);
    }
    const last = await list(`start=2025-07-15&stop=2025-07-21&page=${week.pages}`);
    expect(last.timeEntries.length).toBe(week.total - 18 * (week.pages - 1));
    const past = await list(`start=2025-07-15&stop=2025-07-21&page=${week.pages + 1}`);
    expect(past).toMatchObject({ timeEntries: [], summerEvents: [], total: week.total });
  });

  it('filters by district and category, and answers an empty page for a quiet filter', async () => {
    const all = await list('start=2025-07-01&stop=2025-07-31&limit=100');
    const district = all.summerEvents[0]!.district!.slug;
    const byDistrict = await list(
      `start=2025-07-01&stop=2025-07-31&limit=100&district=${district}`,
    );
    expect(byDistrict.total).toBeGreaterThan(0);
    expect(byDistrict.summerEvents.every((s) => s.district?.slug === district)).toBe(true);
    const category = all.summerEvents[0]!.category!.slug;
    const byCategory = await list(
      `start=2025-07-01&stop=2025-07-31&limit=100&category=${category}`,
    );
    expect(byCategory.summerEvents.every((s) => s.category?.slug === category)).toBe(true);
    const winter = await list('start=2025-12-01&stop=2025-12-07');
    expect(winter).toMatchObject({ timeEntries: [], total: 0, pages: 0, currentPage: 1 });
  });

  it('answers 422 naming the field for unknown filters and bad paging', async () => {
    expect(await errorsOf('district=nowhere')).toHaveProperty('district');
    expect(await errorsOf('category=quidditch')).toHaveProperty('category');
    expect(await errorsOf('district=NOT%20A%20SLUG')).toHaveProperty('district');
    expect(await errorsOf('limit=0')).toHaveProperty('limit');
    expect(await errorsOf('limit=101')).toHaveProperty('limit');
    expect(await errorsOf('limit=abc')).toHaveProperty('limit');
    expect(await errorsOf('page=0')).toHaveProperty('page');
    expect(await errorsOf('page=1.5')).toHaveProperty('page');
    expect(await errorsOf('start=2025-07-10&stop=2025-07-01')).toHaveProperty('stop');
    expect(await errorsOf('start=2025-07-01')).toHaveProperty('stop');
    expect(await errorsOf('start=2025-02-30&stop=2025-03-01')).toHaveProperty('start');
    expect(await errorsOf('start=2025-01-01&stop=2025-12-31')).toHaveProperty('stop');
  });

  it('answers one course by slug and by id with every date, and 404 for unknown ones', async () => {
    const [row] = await app.database.db
      .select({ id: t.offers.id, slug: t.offers.slug })
      .from(t.offers)
      .where(eq(t.offers.type, 'summerevent'))
      .limit(1);
    const bySlug = (await get(offerApi.summerBySlug(row!.slug), { 'accept-language': 'en' })).json()
      .data as SummerEvent;
    const byId = (await get(offerApi.summerById(row!.id), { 'accept-language': 'en' })).json()
      .data as SummerEvent;
    expect(byId).toEqual(bySlug);
    expect(bySlug.timeEntries.length).toBeGreaterThan(0);
    expect(bySlug.timeEntries.map((e) => e.index)).toEqual(bySlug.timeEntries.map((_, i) => i));
    expect(bySlug.share_url).toBe(`/angebot/mitmachen/${row!.slug}`);
    expect(bySlug.logo_url).toMatch(/^\/demo\/logos\/.+\.svg$/);
    expect((await get(offerApi.summerBySlug('no-such-course'))).statusCode).toBe(404);
    expect((await get(offerApi.summerById(2147483647))).statusCode).toBe(404);
    expect((await get(offerApi.summerById(99999999999))).statusCode).toBe(404);
    expect((await get('/api/summerevents/abc')).statusCode).toBe(422);
  });

  it('writes the iCalendar file of a course: one event per date', async () => {
    const [row] = await app.database.db
      .select({ id: t.offers.id, slug: t.offers.slug })
      .from(t.offers)
      .where(eq(t.offers.type, 'summerevent'))
      .limit(1);
    const course = (await get(offerApi.summerBySlug(row!.slug))).json().data as SummerEvent;
    const res = await get(offerApi.summerCalendar(row!.slug));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.body.match(/BEGIN:VEVENT/g)).toHaveLength(course.timeEntries.length);
    const first = course.timeEntries[0]!.start.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(res.body).toContain(`DTSTART:${first}`);
    expect((await get(offerApi.summerCalendar('no-such-course'))).statusCode).toBe(404);
  });

  describe('saving a course', () => {
    const course = (over: Partial<SummerEventValues>): SummerEventValues => ({
      slug: `kurs-${Math.random().toString(36).slice(2, 8)}`,
      title: { de: 'Testkurs', en: 'Test course' },
      description: { de: 'Beschreibung', en: 'Description' },
      latitude: 53.5503,
      longitude: 9.9356,
      categories: ['yoga'],
      timeStart: '18:00',
      timeEnd: '19:30',
      ...over,
    });
    const entries = (id: number) =>
      app.database.db
        .select()
        .from(t.summerTimeEntries)
        .where(eq(t.summerTimeEntries.summereventId, id))
        .orderBy(t.summerTimeEntries.index);

    it('expands weekly dates in Hamburg time across the change to winter time, with its district', async () => {
      const id = await saveSummerEvent(
        app.database.db,
        course({
          repetitionType: 'weekly',
          startDate: '2025-10-20',
          endDate: '2025-11-02',
          weekdays: {
            monday: { start: '18:00', end: '19:30' },
            thursday: { start: '10:00', end: '11:00' },
          },
        }),
      );
      const rows = await entries(id);
      expect(rows.map((r) => [r.index, r.start.toISOString(), r.stop.toISOString()])).toEqual([
        [0, '2025-10-20T16:00:00.000Z', '2025-10-20T17:30:00.000Z'],
        [1, '2025-10-23T08:00:00.000Z', '2025-10-23T09:00:00.000Z'],
        [2, '2025-10-27T17:00:00.000Z', '2025-10-27T18:30:00.000Z'],
        [3, '2025-10-30T09:00:00.000Z', '2025-10-30T10:00:00.000Z'],
      ]);
      const [saved] = await app.database.db
        .select({ district: t.districts.slug })
        .from(t.offers)
        .innerJoin(t.districts, eq(t.districts.id, t.offers.districtId))
        .where(eq(t.offers.id, id));
      expect(saved?.district).toBe('altona');
      expect(rows.every((r) => r.category === 'yoga' && r.districtId !== null)).toBe(true);
    });

    it('expands daily and single dates, an end before the start ends after midnight, and a save replaces the dates', async () => {
      const id = await saveSummerEvent(
        app.database.db,
        course({ repetitionType: 'daily', startDate: '2025-07-07', endDate: '2025-07-11' }),
      );
      expect(await entries(id)).toHaveLength(5);
      // Moved to Harburg, on two single nights.
      await saveSummerEvent(
        app.database.db,
        course({
          repetitionType: 'other',
          latitude: 53.4601,
          longitude: 9.9826,
          startDate: '2025-08-01',
          endDate: '2025-08-15',
          dates: ['2025-08-15', '2025-08-01'],
          timeStart: '22:00',
          timeEnd: '01:00',
        }),
        id,
      );
      const rows = await entries(id);
      expect(rows.map((r) => [r.start.toISOString(), r.stop.toISOString()])).toEqual([
        ['2025-08-01T20:00:00.000Z', '2025-08-01T23:00:00.000Z'],
        ['2025-08-15T20:00:00.000Z', '2025-08-15T23:00:00.000Z'],
      ]);
      const [district] = await app.database.db
        .select({ slug: t.districts.slug })
        .from(t.districts)
        .where(eq(t.districts.id, rows[0]!.districtId!));
      expect(district?.slug).toBe('harburg');
    });
  });

  it('tells the HTML shell that an unknown course or date index is not there', async () => {
    const source = summerShareText(app.database.db);
    const [row] = await app.database.db
      .select({ id: t.offers.id, slug: t.offers.slug })
      .from(t.offers)
      .where(eq(t.offers.type, 'summerevent'))
      .limit(1);
    const path = `/active-city-summer/${row!.slug}`;
    const dates = await app.database.db
      .select()
      .from(t.summerTimeEntries)
      .where(eq(t.summerTimeEntries.summereventId, row!.id));
    expect(await source(path, 'de', new URLSearchParams(`i=${dates.length - 1}`))).toMatchObject({
      title: expect.any(String),
    });
    expect(await source(path, 'de', new URLSearchParams())).toBeTruthy();
    expect(await source(path, 'de', new URLSearchParams(`i=${dates.length}`))).toBeUndefined();
    expect(await source(path, 'de', new URLSearchParams('i=x'))).toBeUndefined();
    expect(
      await source('/active-city-summer/unknown', 'de', new URLSearchParams()),
    ).toBeUndefined();
    expect(await source('/news/x', 'de', new URLSearchParams())).toBeNull();
  });
});
