import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { SummerImportResult } from '../../../../domain/summer/summer-courses.ts';
import { toCsv } from '../../../../domain/shared/csv.ts';
import * as t from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signInAll } from '../../../test/moderation-test-kit.ts';

const importPath = '/api/backend/summer-courses/import';
const header = [
  'slug',
  'titel',
  'beschreibung',
  'kategorie',
  'breitengrad',
  'laengengrad',
  'wiederholung',
  'beginn',
  'ende',
  'uhrzeit_von',
  'wochentage',
  'termine',
];
const good = (slug: string, title = 'Kanu im Sommer') => [
  slug,
  title,
  'Paddeln auf der Alster.',
  'rudern',
  '53.5755',
  '10.0046',
  'wöchentlich',
  '2026-07-01',
  '2026-07-14',
  '',
  'Mo 10:00-11:00; Mi 10:00-11:00',
  '',
];

describe('summer programme import', () => {
  let app: TestApp;
  let call: Awaited<ReturnType<typeof signInAll>>;
  let seededSlug: string;
  let spotSlug: string;
  const post = (csv: string, dryRun: boolean) =>
    call('redaktion', 'POST', importPath, { csv, dry_run: dryRun });
  const coursesNamed = (slugs: string[]) =>
    app.database.db
      .select({ id: t.offers.id, slug: t.offers.slug, title: t.offers.title })
      .from(t.offers)
      .where(inArray(t.offers.slug, slugs));
  const auditCount = async () =>
    (
      await app.database.db
        .select({ n: count() })
        .from(t.auditEntries)
        .where(eq(t.auditEntries.resource, 'summer-courses'))
    )[0]!.n;

  beforeAll(async () => {
    app = await createTestApp();
    call = await signInAll(app.app);
    const [course] = await app.database.db
      .select({ slug: t.offers.slug })
      .from(t.offers)
      .where(eq(t.offers.type, 'summerevent'))
      .limit(1);
    seededSlug = course!.slug;
    const [spot] = await app.database.db
      .select({ slug: t.offers.slug })
      .from(t.offers)
      .where(and(eq(t.offers.type, 'spot')))
      .limit(1);
    spotSlug = spot!.slug;
  });
  afterAll(() => app.close());

  it('refuses a file it cannot use as a whole, naming the column (422)', async () => {
    const missing = await post(
      toCsv([
        ['titel', 'beschreibung'],
        ['A', 'B'],
      ]),
      true,
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      kategorie: ['summer_import.missing_column'],
      wiederholung: ['summer_import.missing_column'],
    });
    const unknown = await post(
      toCsv([
        [...header, 'farbe'],
        [...good('x'), 'blau'],
      ]),
      true,
    );
    expect(unknown.json().errors).toEqual({ farbe: ['summer_import.unknown_column'] });
    expect((await post(toCsv([header]), true)).json().errors).toEqual({
      csv: ['summer_import.no_rows'],
    });
    expect((await post('titel,"offen\n', true)).json().errors).toEqual({
      csv: ['summer_import.unreadable'],
    });
    const empty = await call('redaktion', 'POST', importPath, { csv: '', dry_run: true });
    expect(empty.json().errors).toEqual({ csv: ['validation.required'] });
  });

  it('previews each row without writing: create, update by slug, and each error by column', async () => {
    const csv = toCsv([
      header,
      good('kanu-im-sommer'),
      good(seededSlug, 'Neuer Titel'),
      [
        'kaputt',
        'Kaputte Zeile',
        '',
        'quidditch',
        '53,55',
        '10,0',
        'woechentlich',
        '2026-07-01',
        '2026-07-14',
        '',
        'Mo 25 Uhr',
        '',
      ],
      good(spotSlug),
      good('kanu-im-sommer'),
    ]);
    const before = await auditCount();
    const res = await post(csv, true);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data as SummerImportResult;
    expect(result).toMatchObject({ dry_run: true, created: 1, updated: 1, failed: 3 });
    expect(result.rows.map((r) => [r.row, r.action])).toEqual([
      [2, 'create'],
      [3, 'update'],
      [4, 'error'],
      [5, 'error'],
      [6, 'error'],
    ]);
    expect(result.rows[2]!.errors).toEqual({
      beschreibung: ['validation.required'],
      wochentage: ['summer_import.weekdays'],
      kategorie: ['offerValidation.categories.unknown'],
    });
    expect(result.rows[3]!.errors).toEqual({ slug: ['summer_import.other_type'] });
    expect(result.rows[4]!.errors).toEqual({ slug: ['summer_import.duplicate'] });
    expect(await coursesNamed(['kanu-im-sommer', 'kaputt'])).toEqual([]);
    const [seeded] = await coursesNamed([seededSlug]);
    expect(seeded!.title.de).not.toBe('Neuer Titel');
    expect(await auditCount()).toBe(before);
  });

  it('commits the good rows in one go, writes nothing from the bad ones and reports each', async () => {
    const csv = toCsv([
      header.map((h) => h),
      good('paddeln-am-abend', 'Paddeln am Abend'),
      ['', 'Ohne Termine', 'Text', 'laufen', '53.55', '9.99', 'termine', '', '', '9:00', '', ''],
      [
        '',
        'Lauftreff Samstag',
        'Fünf Kilometer.',
        'laufen',
        '53.55',
        '9.99',
        'einzeltermine',
        '',
        '',
        '9:00',
        '',
        '04.07.2026; 2026-07-11',
      ],
      ['', '', 'Ohne Titel', 'laufen', '200', '9.99', 'täglich', '2026-07-01', '', '', '', ''],
    ]);
    const before = await auditCount();
    const res = await post(csv, false);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data as SummerImportResult;
    expect(result).toMatchObject({ dry_run: false, created: 2, updated: 0, failed: 2 });
    expect(result.rows[1]).toMatchObject({
      row: 3,
      slug: 'ohne-termine',
      action: 'error',
      errors: { termine: ['validation.required'] },
    });
    expect(Object.keys(result.rows[3]!.errors).sort()).toEqual([
      'breitengrad',
      'ende',
      'slug',
      'titel',
      'uhrzeit_von',
    ]);
    const written = await coursesNamed(['paddeln-am-abend', 'lauftreff-samstag', 'ohne-termine']);
    expect(written.map((c) => c.slug).sort()).toEqual(['lauftreff-samstag', 'paddeln-am-abend']);
    expect(result.rows.filter((r) => r.id !== null).map((r) => r.id)).toHaveLength(2);
    // Mondays and Wednesdays of 1 to 14 July 2026, and the two single dates.
    const dates = await app.database.db
      .select({ id: t.summerTimeEntries.summereventId })
      .from(t.summerTimeEntries)
      .where(
        inArray(
          t.summerTimeEntries.summereventId,
          written.map((c) => c.id),
        ),
      );
    expect(dates).toHaveLength(4 + 2);
    expect(await auditCount()).toBe(before + 2);

    // The same file again updates the same courses instead of adding them twice.
    const again = (await post(csv, false)).json().data as SummerImportResult;
    expect(again).toMatchObject({ created: 0, updated: 2, failed: 2 });
    expect(await coursesNamed(['paddeln-am-abend', 'lauftreff-samstag'])).toHaveLength(2);
  });

  it('imports its own example file as it is', async () => {
    const example = await call('redaktion', 'GET', `${importPath}/example.csv`);
    const result = (await post(example.body, true)).json().data as SummerImportResult;
    expect(result).toMatchObject({ created: 3, updated: 0, failed: 0 });
  });

  it('reads semicolon files as German spreadsheets save them', async () => {
    const csv = [
      header.join(';'),
      'sup-schnupperkurs;SUP-Schnupperkurs;Auf dem Brett;rudern;53,5755;10,0046;täglich;01.07.2026;03.07.2026;17:00;;',
    ].join('\r\n');
    const result = (await post(csv, false)).json().data as SummerImportResult;
    expect(result.rows).toEqual([
      expect.objectContaining({ action: 'create', slug: 'sup-schnupperkurs', errors: {} }),
    ]);
    const [course] = await app.database.db
      .select()
      .from(t.offers)
      .where(eq(t.offers.slug, 'sup-schnupperkurs'));
    expect(course).toMatchObject({ startDate: '2026-07-01', endDate: '2026-07-03' });
    expect(course!.latitude).toBeCloseTo(53.5755);
  });
});
