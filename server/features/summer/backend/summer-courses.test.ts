import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { offerApi } from '../../../../domain/offers/api-paths.ts';
import type { SummerCourseRecord } from '../../../../domain/summer/summer-courses.ts';
import * as t from '../../../db/schema/index.ts';
import { createTestApp, csrf, type TestApp } from '../../../test/app.ts';
import { auditOf, signInAll, type Who } from '../../../test/moderation-test-kit.ts';

const courses = '/api/backend/summer-courses';

/** A weekly course on Tuesdays and Thursdays in July 2026, as the backend form sends it. */
export const courseForm = (slug: string) => ({
  slug,
  title: { de: 'Yoga am Kanal', en: 'Yoga by the canal' },
  description: { de: 'Yoga für alle auf der Wiese am Kanal.', en: '' },
  categories: ['yoga'],
  image: null,
  map_latitude: 53.5601,
  map_longitude: 10.0452,
  street: 'Am Öjendorfer See',
  street_number: '1',
  zipcode: '22117',
  city: 'Hamburg',
  location_name: 'Liegewiese',
  organizer: 'Yoga für alle e. V.',
  organizer_url: 'https://yoga.example',
  logo_url: null,
  registration_url: null,
  is_registration: false,
  hide_end_time: false,
  free_offer: true,
  barrier_free: false,
  repetition_type: 'weekly',
  start: '2026-07-01',
  end: '2026-07-31',
  tuesday: true,
  tuesday_start: '18:00',
  tuesday_end: '19:00',
  thursday: true,
  thursday_start: '9:30',
  thursday_end: '10:30',
});

describe('summer courses in the backend: list, read, create, edit', () => {
  let app: TestApp;
  let call: Awaited<ReturnType<typeof signInAll>>;

  beforeAll(async () => {
    app = await createTestApp();
    call = await signInAll(app.app);
  });
  afterAll(() => app.close());

  it('lets editors and admins in; visitors 401, users and moderators 403', async () => {
    const expected: [Who, number][] = [
      [null, 401],
      ['anna', 403],
      ['moderation', 403],
      ['redaktion', 200],
      ['admin', 200],
    ];
    // Anonymous with a CSRF token: the missing session answers before the body is read.
    const anonymous = await csrf(app.app);
    for (const [method, url] of [
      ['POST', courses],
      ['PUT', `${courses}/1`],
      ['POST', `${courses}/import`],
    ] as const) {
      const res = await app.app.inject({ method, url, payload: {}, ...anonymous });
      expect(res.statusCode, url).toBe(401);
    }
    for (const [who, status] of expected) {
      expect((await call(who, 'GET', courses)).statusCode, String(who)).toBe(status);
      expect((await call(who, 'GET', `${courses}/import/example.csv`)).statusCode).toBe(status);
      const notFound = status === 200 ? 404 : status;
      expect((await call(who, 'GET', `${courses}/999999`)).statusCode).toBe(notFound);
      // The role is refused before the body is looked at: an empty body still answers 401/403.
      if (who !== null && status !== 200) {
        expect((await call(who, 'POST', courses, {})).statusCode).toBe(status);
        expect((await call(who, 'POST', `${courses}/import`, {})).statusCode).toBe(status);
        expect((await call(who, 'PUT', `${courses}/1`, {})).statusCode).toBe(status);
        expect((await call(who, 'POST', `${courses}/import`, { csv: 'x' })).statusCode).toBe(
          status,
        );
      }
    }
  });

  it('lists the seeded courses with search and repetition filter', async () => {
    const all = (await call('redaktion', 'GET', `${courses}?per_page=200`)).json();
    expect(all.total).toBeGreaterThan(0);
    expect(all.data.every((c: SummerCourseRecord) => c.date_count >= 0)).toBe(true);
    const first = all.data[0] as SummerCourseRecord;
    const found = (
      await call('redaktion', 'GET', `${courses}?q=${encodeURIComponent(first.slug)}`)
    ).json();
    expect(found.data.map((c: SummerCourseRecord) => c.id)).toContain(first.id);
    const daily = (await call('redaktion', 'GET', `${courses}?repetition_type=daily`)).json();
    expect(daily.data.every((c: SummerCourseRecord) => c.repetition_type === 'daily')).toBe(true);
    const one = await call('redaktion', 'GET', `${courses}/${first.id}`);
    expect(one.json().data).toMatchObject({ id: first.id, slug: first.slug });
  });

  it('refuses bad input with 422 naming each field, and writes nothing', async () => {
    const bad = await call('redaktion', 'POST', courses, {
      ...courseForm('Kein Slug'),
      title: { de: '' },
      categories: ['yoga', 'laufen'],
      map_latitude: 48.1,
      tuesday_start: '31:00',
      thursday_start: '',
      end: '2026-06-01',
      registration_url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'categories',
      'end',
      'map_latitude',
      'registration_url',
      'slug',
      'thursday_start',
      'title.de',
      'tuesday_start',
    ]);
    // Hours past midnight (the wizard's up to 29) and year 1 cannot become calendar dates.
    const clock = await call('redaktion', 'POST', courses, {
      ...courseForm('nach-mitternacht'),
      tuesday_end: '25:30',
      start: '0001-07-01',
    });
    expect(clock.json().errors).toEqual({
      tuesday_end: ['validation.clock_time'],
      start: ['offerValidation.date'],
    });
    const noDays = await call('redaktion', 'POST', courses, {
      ...courseForm('ohne-tage'),
      tuesday: false,
      thursday: false,
    });
    expect(noDays.json().errors).toEqual({ weekdays: ['offerValidation.weekdays'] });
    const other = await call('redaktion', 'POST', courses, {
      ...courseForm('ohne-termine'),
      repetition_type: 'other',
      dates: ['2026-02-30'],
    });
    expect(Object.keys(other.json().errors).sort()).toEqual(['dates.0', 'time_start']);
    const unknown = await call('redaktion', 'POST', courses, {
      ...courseForm('unbekannte-kategorie'),
      categories: ['quidditch'],
    });
    expect(unknown.json().errors).toEqual({ categories: ['offerValidation.categories.unknown'] });
    const hidden = await call('redaktion', 'POST', courses, {
      ...courseForm('versteckte-kategorie'),
      categories: ['bewegungsinsel'],
    });
    expect(hidden.json().errors).toEqual({ categories: ['offerValidation.categories.hidden'] });
    const taken = (await call('redaktion', 'GET', `${courses}?per_page=1`)).json().data[0].slug;
    const dup = await call('redaktion', 'POST', courses, courseForm(taken));
    expect(dup.json().errors).toEqual({ slug: ['validation.unique'] });
    const rows = await app.database.db
      .select({ id: t.offers.id })
      .from(t.offers)
      .where(eq(t.offers.slug, 'ohne-tage'));
    expect(rows).toEqual([]);
  });

  it('creates a course whose dates reach the public calendar, edits it, and records both', async () => {
    const created = await call('redaktion', 'POST', courses, courseForm('yoga-am-kanal'));
    expect(created.statusCode, created.body).toBe(200);
    const course = created.json().data as SummerCourseRecord;
    // Tuesdays and Thursdays of July 2026: 4 + 5.
    expect(course).toMatchObject({ slug: 'yoga-am-kanal', date_count: 9, tuesday: true });
    expect(course.district).not.toBeNull();

    const week = await app.app.inject({
      method: 'GET',
      url: `${offerApi.summerList}?start=2026-07-06&stop=2026-07-12&limit=100`,
    });
    const ids = week.json().data.summerEvents.map((e: { id: number }) => e.id);
    expect(ids).toContain(course.id);
    const page = (
      await app.app.inject({ method: 'GET', url: offerApi.summerById(course.id) })
    ).json().data;
    expect(page.timeEntries[0].start).toBe('2026-07-02T07:30:00.000Z');

    const edited = await call('redaktion', 'PUT', `${courses}/${course.id}`, {
      ...courseForm('yoga-am-kanal'),
      repetition_type: 'other',
      dates: ['2026-07-04', '2026-07-11'],
      time_start: '10:00',
      updated_at: course.updated_at,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      date_count: 2,
      tuesday: false,
      start: '2026-07-04',
    });
    const stale = await call('redaktion', 'PUT', `${courses}/${course.id}`, {
      ...courseForm('yoga-am-kanal'),
      updated_at: course.updated_at,
    });
    expect(stale.statusCode).toBe(409);

    const audit = await auditOf(app, 'summer-courses', course.id);
    expect(audit.map((a) => a.action)).toEqual(['update', 'create']);
    expect(audit[0]!.changes).toMatchObject({ repetition_type: { from: 'weekly', to: 'other' } });
    expect(audit[0]!.actor).not.toBe('');
  });

  it('documents every call in the OpenAPI document', async () => {
    const document = (await app.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths[courses])).toEqual(['get', 'post']);
    expect(Object.keys(document.paths[`${courses}/{id}`])).toEqual(['get', 'put']);
    expect(document.paths[`${courses}/import`].post.summary).toMatch(/dry_run/);
  });

  it('serves an example file with every column', async () => {
    const res = await call('redaktion', 'GET', `${courses}/import/example.csv`);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = res.body.trim().split('\r\n');
    expect(header).toMatch(/^slug,titel,titel_en,beschreibung/);
    expect(rows).toHaveLength(3);
  });
});
