import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, asc, count, eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import type { CreatableType } from '../../../domain/offers/constants.ts';
import type { OfferDetail, OfferFeatureCollection } from '../../../domain/offers/types.ts';
import { createTestApp, csrf, login, type TestApp } from '../../test/app.ts';
import { demoPassword } from '../../db/seed/accounts.ts';

type Session = Awaited<ReturnType<typeof login>>;

const position = { map_latitude: 53.5601, map_longitude: 10.0452 };

const entry = (overrides: Record<string, unknown> = {}) => ({
  type: 'entry',
  ...position,
  street: 'Am Öjendorfer See',
  street_number: '1',
  zipcode: '22117',
  city: 'Hamburg',
  categories: ['laufen'],
  title: 'Lauftreff am Öjendorfer See',
  description: 'Wir laufen gemeinsam eine Runde um den See.',
  image: null,
  free_offer: true,
  barrier_free: false,
  contact_mail: true,
  targetgroup: ['kids', 'youths'],
  entry_location: 'new',
  repetition: 'weekly',
  tuesday: true,
  tuesday_start: '18:00',
  tuesday_end: '19:30',
  ...overrides,
});

const spot = (overrides: Record<string, unknown> = {}) => ({
  type: 'spot',
  ...position,
  categories: ['basketball'],
  title: 'Korb im Park',
  description: 'Zwei Körbe auf Asphalt.',
  free_offer: true,
  barrier_free: true,
  ...overrides,
});

const place = (overrides: Record<string, unknown> = {}) => ({
  type: 'place',
  ...position,
  categories: ['tennis', 'fitness'],
  title: 'Tennisanlage Alstertal',
  barrier_free: true,
  ...overrides,
});

describe('offer wizard: save and delete', () => {
  let app: TestApp;
  let anna: Session;
  let ben: Session;
  let official: Session;
  let unverified: Session;
  let seededSpot: typeof t.offers.$inferSelect;

  beforeAll(async () => {
    app = await createTestApp();
    const as = (name: string) => login(app.app, `${name}@example.org`, demoPassword);
    [anna, ben, official, unverified] = await Promise.all([
      as('anna'),
      as('ben'),
      as('redaktion'),
      as('clara'),
    ]);
    const [first] = await app.database.db
      .select()
      .from(t.offers)
      .where(eq(t.offers.type, 'spot'))
      .orderBy(asc(t.offers.id))
      .limit(1);
    seededSpot = first!;
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, as: Session) =>
    app.app.inject({ method: 'POST', url, payload, cookies: as.cookies, headers: as.headers });
  const save = (type: CreatableType, payload: object, as: Session) =>
    post(offerApi.save(type), payload, as);
  const remove = (type: CreatableType, id: number, as: Session) =>
    post(offerApi.remove(type), { id }, as);
  const saved = async (type: CreatableType, payload: object, as: Session) => {
    const res = await save(type, payload, as);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as OfferDetail;
  };
  const geo = async () => {
    const res = await app.app.inject({ method: 'GET', url: offerApi.geo });
    const ids = (res.json().data as OfferFeatureCollection).features.map((f) => f.properties.id);
    return { etag: res.headers.etag, ids };
  };
  const offerCount = async () =>
    (await app.database.db.select({ n: count() }).from(t.offers))[0]!.n;
  const errorsOf = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(422);
    return (res.json() as { errors: Record<string, string[]> }).errors;
  };

  it('documents every call in the OpenAPI document', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const type of ['entry', 'spot', 'place'] as const) {
      expect(paths).toEqual(expect.arrayContaining([offerApi.save(type), offerApi.remove(type)]));
    }
  });

  describe('who may save', () => {
    it('asks visitors to log in before anything else', async () => {
      const visitor = await csrf(app.app);
      const as = { ...visitor, res: undefined } as unknown as Session;
      for (const type of ['entry', 'spot', 'place'] as const) {
        expect((await save(type, {}, as)).statusCode).toBe(401);
        expect((await remove(type, seededSpot.id, as)).statusCode).toBe(401);
      }
    });

    it('refuses new offers from users who have not confirmed their e-mail address', async () => {
      const res = await save('entry', entry(), unverified);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/not verified/);
    });

    it('lets only club members add club locations, for their own club', async () => {
      const refused = await save('place', place(), anna);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/club/);

      const created = await saved('place', place(), ben);
      const [club] = await app.database.db
        .select()
        .from(t.clubs)
        .where(eq(t.clubs.slug, 'tsv-alstertal'));
      expect(created).toMatchObject({
        type: 'place',
        title: 'Tennisanlage Alstertal',
        club_id: club!.id,
        club: { title: 'TSV Alstertal' },
        categories: ['tennis', 'fitness'],
        description: '',
      });
    });

    it('takes a contact URL only from official users, and never for a place', async () => {
      const url = 'https://lauftreff.example/mitmachen';
      expect(errorsOf(await save('entry', entry({ contact_url: url }), anna))).toEqual({
        contact_url: ['offerValidation.contactUrlOfficial'],
      });
      expect((await saved('spot', spot({ contact_url: url }), official)).contact_url).toBe(url);
      expect((await saved('place', place({ contact_url: url }), ben)).contact_url).toBeNull();
    });
  });

  describe('creating', () => {
    it('answers the saved entry, and the map shows it at once', async () => {
      const before = await geo();
      const detail = await saved('entry', entry({ funday: true, funday_start: '10:00' }), anna);
      expect(detail).toMatchObject({
        type: 'entry',
        slug: 'lauftreff-am-oejendorfer-see',
        title: 'Lauftreff am Öjendorfer See',
        address_line1: 'Am Öjendorfer See 1',
        address_line2: '22117 Hamburg',
        map_latitude: position.map_latitude,
        map_longitude: position.map_longitude,
        targetgroup: ['kids', 'youths'],
        contact_mail: true,
        contact_mail_address: 'anna@example.org',
        entry_location: 'new',
        spot_id: null,
        user: { username: 'anna' },
        // Unknown weekday keys are dropped; only Tuesday is stored.
        schedule: {
          repetition: 'weekly',
          weekdays: { tuesday: { start: '18:00', end: '19:30' } },
          time_start: null,
          monthly_mode: null,
        },
      });
      expect(detail.schedule?.weekdays).toEqual({ tuesday: { start: '18:00', end: '19:30' } });
      const after = await geo();
      expect(after.etag).not.toBe(before.etag);
      expect(before.ids).not.toContain(detail.id);
      expect(after.ids).toContain(detail.id);

      const bySlug = await app.app.inject({
        method: 'GET',
        url: offerApi.bySlug('entry', detail.slug),
      });
      expect(bySlug.json().data.id).toBe(detail.id);
    });

    it('gives a repeated title a slug of its own', async () => {
      const first = await saved('entry', entry({ title: 'Yoga im Stadtpark' }), anna);
      const second = await saved('entry', entry({ title: 'Yoga im Stadtpark' }), official);
      expect(first.slug).toBe('yoga-im-stadtpark');
      expect(second.slug).toBe('yoga-im-stadtpark-2');
    });

    it('stores all four specific target groups as "all"', async () => {
      const detail = await saved(
        'entry',
        entry({ targetgroup: ['kids', 'youths', 'adults', 'seniors'] }),
        anna,
      );
      expect(detail.targetgroup).toEqual(['all']);
    });

    it('keeps the monthly rule and the one-off dates of the time step', async () => {
      const monthly = await saved(
        'entry',
        entry({
          repetition: 'monthly',
          monthly_mode: 'weekday',
          monthly_value: '2|3',
          time_start: '19:00',
          time_end: '25:30',
        }),
        anna,
      );
      expect(monthly.schedule).toMatchObject({
        repetition: 'monthly',
        monthly_mode: 'weekday',
        monthly_value: '2|3',
        time_end: '25:30',
        weekdays: {},
      });
      const once = await saved(
        'entry',
        entry({ repetition: 'none', start: '2026-07-12', end: '2026-07-12', time_start: '9:00' }),
        anna,
      );
      expect(once.schedule).toMatchObject({ start: '2026-07-12', end: '2026-07-12' });
    });

    it('puts an entry at an existing spot on the spot and lists it there', async () => {
      const detail = await saved(
        'entry',
        entry({ entry_location: 'spot', spot_id: seededSpot.id, map_latitude: 53.6 }),
        anna,
      );
      expect(detail).toMatchObject({
        entry_location: 'spot',
        spot_id: seededSpot.id,
        map_latitude: seededSpot.latitude,
        map_longitude: seededSpot.longitude,
        street: seededSpot.street,
      });
      const spotDetail = await app.app.inject({
        method: 'GET',
        url: offerApi.byId('spot', seededSpot.id),
      });
      expect(spotDetail.json().data.entries.map((e: { id: number }) => e.id)).toContain(detail.id);
    });

    it('names an Active Spot without a title after its sport', async () => {
      const detail = await saved('spot', spot({ title: '' }), anna);
      expect(detail).toMatchObject({ title: 'Basketball', slug: 'basketball' });
    });

    it('stores a category suggestion for the editors', async () => {
      const detail = await saved(
        'spot',
        spot({ categories: [], suggest_mode: true, suggest: '  Discgolf ' }),
        anna,
      );
      const rows = await app.database.db
        .select()
        .from(t.categorySuggestions)
        .where(eq(t.categorySuggestions.offerId, detail.id));
      expect(rows).toMatchObject([{ text: 'Discgolf' }]);
    });
  });

  describe('bad input', () => {
    it('names every wrong field of an entry with the form’s field names', async () => {
      const errors = errorsOf(
        await save(
          'entry',
          entry({
            categories: ['laufen', 'yoga', 'fussball', 'tanzen'],
            tuesday_start: '30:00',
            title: '',
          }),
          anna,
        ),
      );
      expect(errors).toEqual({
        categories: ['offerValidation.categories.max3'],
        tuesday_start: ['offerValidation.time'],
        title: ['validation.required'],
      });
    });

    it('asks for dates of a one-off entry', async () => {
      const errors = errorsOf(await save('entry', entry({ repetition: 'none' }), anna));
      expect(errors).toEqual({ start: ['validation.required'], end: ['validation.required'] });
    });

    it('asks for the times of each chosen weekday and at least one day', async () => {
      expect(errorsOf(await save('entry', entry({ tuesday_end: '' }), anna))).toEqual({
        tuesday_end: ['validation.required'],
      });
      expect(errorsOf(await save('entry', entry({ tuesday: false }), anna))).toEqual({
        weekdays: ['offerValidation.weekdays'],
      });
    });

    it('refuses the hidden category for entries and places, and unknown categories', async () => {
      expect(
        errorsOf(await save('entry', entry({ categories: ['bewegungsinsel'] }), anna)),
      ).toEqual({ categories: ['offerValidation.categories.hidden'] });
      expect(errorsOf(await save('place', place({ categories: ['bewegungsinsel'] }), ben))).toEqual(
        { categories: ['offerValidation.categories.hidden'] },
      );
      expect(errorsOf(await save('spot', spot({ categories: ['curling'] }), anna))).toEqual({
        categories: ['offerValidation.categories.unknown'],
      });
      expect(errorsOf(await save('spot', spot({ categories: ['laufen', 'yoga'] }), anna))).toEqual({
        categories: ['offerValidation.categories.max1'],
      });
    });

    it('refuses places outside the city, wrong images and an unknown spot', async () => {
      expect(errorsOf(await save('spot', spot({ map_latitude: 48.1 }), anna))).toEqual({
        map_latitude: ['offerValidation.location'],
      });
      expect(errorsOf(await save('spot', spot({ image: '/media/x.exe' }), anna))).toEqual({
        image: ['offerValidation.image'],
      });
      expect(
        errorsOf(await save('entry', entry({ entry_location: 'spot', spot_id: 999999 }), anna)),
      ).toEqual({ spot_id: ['offerValidation.spotUnknown'] });
    });

    it('answers any body with a clear status, never a server error', async () => {
      const field = fc.constantFrom(...Object.keys(entry()), 'id', 'spot_id', 'suggest_mode');
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('entry', 'spot', 'place' as const),
          fc.dictionary(field, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 }),
          async (type, junk) => {
            const res = await save(type, { ...entry(), type, ...junk }, ben);
            expect([200, 201, 403, 404, 422], res.body).toContain(res.statusCode);
          },
        ),
        { numRuns: 40 },
      );
    });

    it('writes nothing when a save is refused', async () => {
      const offersBefore = await offerCount();
      const suggestionsBefore = await app.database.db.select().from(t.categorySuggestions);
      const refused = await save(
        'entry',
        entry({ suggest_mode: true, suggest: 'Discgolf', contact_url: 'https://x.example' }),
        anna,
      );
      expect(refused.statusCode).toBe(422);
      expect(await offerCount()).toBe(offersBefore);
      expect(await app.database.db.select().from(t.categorySuggestions)).toEqual(suggestionsBefore);
    });
  });

  describe('updating', () => {
    it('lets the owner change an entry; the slug stays, the map shows the change', async () => {
      const created = await saved('entry', entry({ title: 'Boule am Elbstrand' }), anna);
      const before = await geo();
      const res = await save(
        'entry',
        entry({
          id: created.id,
          title: 'Boule am Elbufer',
          map_latitude: 53.545,
          tuesday: false,
          thursday: true,
          thursday_start: '17:00',
          thursday_end: '18:00',
        }),
        anna,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: created.id,
        slug: created.slug,
        title: 'Boule am Elbufer',
        map_latitude: 53.545,
        schedule: { weekdays: { thursday: { start: '17:00', end: '18:00' } } },
      });
      expect(res.json().data.schedule.weekdays).toEqual({
        thursday: { start: '17:00', end: '18:00' },
      });
      expect((await geo()).etag).not.toBe(before.etag);
    });

    it('refuses changes from anyone but the owner, and unknown offers', async () => {
      const created = await saved('spot', spot(), anna);
      const stranger = await save('spot', spot({ id: created.id, title: 'Meins' }), ben);
      expect(stranger.statusCode).toBe(403);
      expect((await save('spot', spot({ id: 999999 }), anna)).statusCode).toBe(404);
      // An id of another type is not found through this type's call.
      expect((await save('entry', entry({ id: created.id }), anna)).statusCode).toBe(404);
      const [row] = await app.database.db
        .select()
        .from(t.offers)
        .where(eq(t.offers.id, created.id));
      expect(row!.title).toEqual({ de: 'Korb im Park' });
    });

    it('lets club members change their club’s places, and nobody else', async () => {
      const created = await saved('place', place({ title: 'Halle Nord' }), ben);
      expect((await save('place', place({ id: created.id }), anna)).statusCode).toBe(403);
      const changed = await save('place', place({ id: created.id, title: 'Halle Nord-Ost' }), ben);
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.title).toBe('Halle Nord-Ost');
    });
  });

  describe('deleting', () => {
    it('removes an own offer from the map and its detail', async () => {
      const created = await saved('entry', entry({ title: 'Tanzen im Park' }), anna);
      expect((await remove('entry', created.id, ben)).statusCode).toBe(403);
      expect((await remove('spot', created.id, anna)).statusCode).toBe(404);
      expect((await remove('entry', 999999, anna)).statusCode).toBe(404);
      expect((await post(offerApi.remove('entry'), { id: 'x' }, anna)).statusCode).toBe(422);

      const res = await remove('entry', created.id, anna);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { id: created.id } });
      expect((await geo()).ids).not.toContain(created.id);
      const detail = await app.app.inject({
        method: 'GET',
        url: offerApi.byId('entry', created.id),
      });
      expect(detail.statusCode).toBe(404);
    });

    it('keeps the entries of a deleted spot on the map where the spot was', async () => {
      const own = await saved('spot', spot({ title: 'Platte am Teich' }), anna);
      const at = await saved('entry', entry({ entry_location: 'spot', spot_id: own.id }), official);
      expect((await remove('spot', own.id, anna)).statusCode).toBe(200);
      const [row] = await app.database.db.select().from(t.offers).where(eq(t.offers.id, at.id));
      expect(row).toMatchObject({ spotId: null, entryLocation: 'new', latitude: own.map_latitude });
    });

    it('lets club members delete their club’s places', async () => {
      const created = await saved('place', place({ title: 'Bootshaus' }), ben);
      expect((await remove('place', created.id, anna)).statusCode).toBe(403);
      expect((await remove('place', created.id, ben)).statusCode).toBe(200);
      const left = await app.database.db
        .select()
        .from(t.offers)
        .where(and(eq(t.offers.id, created.id)));
      expect(left).toEqual([]);
    });
  });
});
