import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import { haversineKm } from '../../../domain/offers/distance.ts';
import type {
  Category,
  OfferDetail,
  OfferFeatureCollection,
  OfferListResponse,
} from '../../../domain/offers/types.ts';
import { createTestApp, login, type TestApp } from '../../test/app.ts';
import { spot } from '../../test/offer-fixtures.ts';
import { demoPassword } from '../../db/seed/accounts.ts';

describe('offer discovery', () => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await createTestApp({ seed: { offers: 60 } });
  });
  afterAll(() => t0.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t0.app.inject({ method: 'GET', url, headers });
  const geo = async (query = '') => {
    const res = await get(`${offerApi.geo}${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: OfferFeatureCollection }).data;
  };
  const list = async (query = '', headers: Record<string, string> = {}) => {
    const res = await get(`${offerApi.list}${query}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json() as OfferListResponse;
  };
  const allOffers = () => t0.database.db.select().from(t.offers);

  describe('map points', () => {
    it('answers every spot, entry, club and place as GeoJSON, never summer events', async () => {
      const rows = await allOffers();
      const collection = await geo();
      expect(collection.type).toBe('FeatureCollection');
      const mapped = rows.filter((r) => r.type !== 'summerevent');
      expect(collection.features).toHaveLength(mapped.length);
      expect(rows.some((r) => r.type === 'summerevent')).toBe(true);
      const [feature] = collection.features;
      const row = rows.find((r) => r.id === feature!.properties.id)!;
      expect(feature).toEqual({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [row.longitude, row.latitude] },
        properties: {
          id: row.id,
          type: row.type,
          spot_id: row.spotId,
          categories: row.categories,
          spottype: expect.anything(),
        },
      });
      expect(Object.keys(feature!.properties).sort()).toEqual(
        ['categories', 'id', 'spot_id', 'spottype', 'type'].sort(),
      );
      for (const f of collection.features) {
        const [lng, lat] = f.geometry.coordinates;
        // Inside the city, six decimals at most.
        expect(lng).toBeGreaterThan(9.7);
        expect(lng).toBeLessThan(10.33);
        expect(lat).toBeGreaterThan(53.39);
        expect(lat).toBeLessThan(53.75);
        expect(Math.round(lng * 1e6) / 1e6).toBe(lng);
        if (f.properties.type === 'spot') expect(f.properties.spottype).toEqual(expect.any(String));
        else expect(f.properties.spottype).toBeNull();
      }
    });

    it('filters by type: club covers clubs and their places; an empty value gives nothing', async () => {
      const spots = await geo('?types=spot');
      expect(new Set(spots.features.map((f) => f.properties.type))).toEqual(new Set(['spot']));
      const clubs = await geo('?types=club');
      expect(new Set(clubs.features.map((f) => f.properties.type))).toEqual(
        new Set(['club', 'place']),
      );
      expect((await geo('?types=')).features).toEqual([]);
      const both = await geo('?types=entry,spot');
      expect(both.features.length).toBe(
        (await geo('?types=entry')).features.length + spots.features.length,
      );
    });

    it('combines target group, attributes and categories', async () => {
      const rows = await allOffers();
      const collection = await geo(
        '?targetgroup=seniors&free_offer=true&categories=fitness,laufen,boules',
      );
      const expected = rows
        .filter((r) => r.type !== 'summerevent')
        .filter(
          (r) => r.type !== 'entry' || r.targetgroup.some((g) => g === 'seniors' || g === 'all'),
        )
        .filter((r) => r.freeOffer)
        .filter((r) => r.categories.some((c) => ['fitness', 'laufen', 'boules'].includes(c)))
        .map((r) => r.id)
        .sort((a, b) => a - b);
      expect(expected.length).toBeGreaterThan(0);
      expect(collection.features.map((f) => f.properties.id)).toEqual(expected);

      const barrierFree = await geo('?barrier_free=1');
      const ids = new Set(rows.filter((r) => r.barrierFree).map((r) => r.id));
      expect(barrierFree.features.every((f) => ids.has(f.properties.id))).toBe(true);
    });

    it('sends an ETag, answers 304 to it and compresses', async () => {
      const first = await get(`${offerApi.geo}?types=spot,entry`);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      // The same filter written differently shares the answer.
      const again = await get(`${offerApi.geo}?types=entry,spot,spot`, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const br = await get(`${offerApi.geo}?types=spot,entry`, { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
    });

    it('drops the cached answer when an offer is saved or deleted', async () => {
      const before = await get(offerApi.geo);
      const anna = await login(t0.app, 'anna@example.org', demoPassword);
      const post = (url: string, payload: object) =>
        t0.app.inject({
          method: 'POST',
          url,
          payload,
          cookies: anna.cookies,
          headers: anna.headers,
        });
      const saved = await post(offerApi.save('spot'), spot({ title: 'Frisch gespeichert' }));
      expect(saved.statusCode, saved.body).toBe(201);
      const id = (saved.json() as { data: { id: number } }).data.id;
      const ids = (res: { json(): unknown }) =>
        (res.json() as { data: OfferFeatureCollection }).data.features.map((f) => f.properties.id);
      const after = await get(offerApi.geo, { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(ids(after)).toContain(id);
      expect((await post(offerApi.remove('spot'), { id })).statusCode).toBe(200);
      const gone = await get(offerApi.geo, { 'if-none-match': after.headers.etag as string });
      expect(gone.statusCode).toBe(200);
      expect(ids(gone)).not.toContain(id);
    });

    it('rejects unknown types and bad categories with field errors', async () => {
      for (const query of [
        '?types=spot,castle',
        '?types=bookmark',
        '?categories=Foo%20Bar',
        '?targetgroup=children',
        '?free_offer=yes',
      ]) {
        const res = await get(`${offerApi.geo}${query}`);
        expect(res.statusCode, query).toBe(422);
        expect(Object.keys(res.json().errors).length, query).toBeGreaterThan(0);
      }
      const fields = Object.keys((await get(`${offerApi.geo}?types=spot,castle`)).json().errors);
      expect(fields.every((f) => f.startsWith('types'))).toBe(true);
    });
  });

  describe('list', () => {
    it('pages by title in the request language with address lines and a short description', async () => {
      const de = await list('?limit=100');
      const rows = (await allOffers()).filter((r) => r.type !== 'summerevent');
      // The list shows the map's set: summer events belong to the summer calendar.
      expect(de.total).toBe(rows.length);
      expect(de.data.some((o) => o.type === 'summerevent')).toBe(false);
      const titles = de.data.map((o) => o.title);
      expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const first5 = await list('', { 'accept-language': 'en' });
      expect(first5.data).toHaveLength(5);
      expect(first5.total).toBe(rows.length);
      const item = de.data.find((o) => o.type === 'entry')!;
      const row = rows.find((r) => r.id === item.id)!;
      expect(item).toMatchObject({
        slug: row.slug,
        title: row.title.de,
        address_line1: `${row.street} ${row.streetNumber}`,
        address_line2: `${row.zipcode} Hamburg`,
        free_offer: row.freeOffer,
        barrier_free: row.barrierFree,
        distance: null,
      });
      expect(item.shortened_description.length).toBeLessThanOrEqual(121);
      if (row.description.de.length > 121) expect(item.shortened_description).toMatch(/\S…$/);
      const en = await list('?limit=100&types=entry', { 'accept-language': 'en' });
      expect(en.data.find((o) => o.id === item.id)?.title).toBe(row.title.en);
    });

    it('sorts by distance around a point, only within the radius, like haversine', async () => {
      const center = { lat: 53.5751, lng: 9.9542 };
      const res = await list(`?lat=${center.lat}&lng=${center.lng}&distance=5&limit=100`);
      const rows = (await allOffers()).filter((r) => r.type !== 'summerevent');
      const expected = rows
        .map((r) => ({ id: r.id, km: haversineKm(center, { lat: r.latitude, lng: r.longitude }) }))
        .filter((r) => r.km <= 5);
      expect(res.total).toBe(expected.length);
      expect(res.data.length).toBe(expected.length);
      expect(expected.length).toBeGreaterThan(0);
      for (const [i, item] of res.data.entries()) {
        const want = expected.find((e) => e.id === item.id)!;
        expect(item.distance).toBeCloseTo(want.km, 6);
        if (i > 0) expect(item.distance!).toBeGreaterThanOrEqual(res.data[i - 1]!.distance!);
      }
      const near = await list(`?lat=${center.lat}&lng=${center.lng}&distance=1`);
      expect(near.data.every((o) => o.distance! <= 1)).toBe(true);
    });

    it('takes a point with digits finer than the database computes with', async () => {
      // 5e-324 made earthdistance fail with an underflow (500); coordinates keep 7 decimals.
      for (const query of ['?lat=5e-324&lng=10', '?lat=53.5&lng=-5e-324', '?lat=1e-300&lng=1e-8'])
        expect((await list(`${query}&distance=5`)).total, query).toBe(0);
    });

    it('applies the map filter to the list', async () => {
      const res = await list('?types=club&limit=100');
      expect(new Set(res.data.map((o) => o.type))).toEqual(new Set(['club', 'place']));
      expect((await list('?types=')).total).toBe(0);
      const cat = await list('?categories=fitness&limit=100');
      expect(cat.data.every((o) => o.categories.includes('fitness'))).toBe(true);
    });

    it('rejects coordinates out of range and half points', async () => {
      for (const [query, field] of [
        ['?lat=91&lng=10', 'lat'],
        ['?lat=53&lng=181', 'lng'],
        ['?lat=53.5', 'lat'],
        ['?lat=53.5&lng=10&distance=-1', 'distance'],
        ['?limit=0', 'limit'],
        // One anonymous call may not walk the whole city: the spec's largest distance and
        // twenty pages of the list are the most a request may ask for.
        ['?lat=53.5&lng=10&distance=50', 'distance'],
        ['?lat=53.5&lng=10&distance=5&limit=500', 'limit'],
        ['?limit=101', 'limit'],
        ['?lat=abc&lng=10', 'lat'],
      ] as const) {
        const res = await get(`${offerApi.list}${query}`);
        expect(res.statusCode, query).toBe(422);
        expect(res.json().errors, query).toHaveProperty(field);
      }
    });

    it('needs a session for bookmarked=true', async () => {
      expect((await get(`${offerApi.list}?bookmarked=true`)).statusCode).toBe(401);
    });
  });

  describe('detail', () => {
    const detail = async (url: string, locale = 'de') => {
      const res = await get(url, { 'accept-language': locale });
      expect(res.statusCode, url).toBe(200);
      return (res.json() as { data: OfferDetail }).data;
    };
    const first = async (type: 'spot' | 'entry' | 'club' | 'place' | 'summerevent') =>
      (
        await t0.database.db
          .select()
          .from(t.offers)
          .where(eq(t.offers.type, type))
          .orderBy(t.offers.id)
          .limit(1)
      )[0]!;

    it('shows a spot with its spot type, categories and the entries there', async () => {
      const [entryAtSpot] = await t0.database.db
        .select()
        .from(t.offers)
        .where(and(eq(t.offers.type, 'entry'), eq(t.offers.entryLocation, 'spot')))
        .limit(1);
      expect(entryAtSpot).toBeDefined();
      const spot = await detail(offerApi.byId('spot', entryAtSpot!.spotId!), 'en');
      expect(spot.type).toBe('spot');
      expect(spot.entries.map((e) => e.id)).toContain(entryAtSpot!.id);
      expect(spot.spottype).toEqual({ slug: expect.any(String), title: expect.any(String) });
      expect(spot.categories_full.map((c) => c.slug)).toEqual(spot.categories);
      expect(spot.schedule).toBeNull();
      const bySlug = await detail(offerApi.bySlug('spot', spot.slug), 'en');
      expect(bySlug).toEqual(spot);

      const entry = await detail(offerApi.byId('entry', entryAtSpot!.id));
      expect(entry.spot).toEqual({ id: spot.id, slug: spot.slug, title: expect.any(String) });
      expect(entry.entry_location).toBe('spot');
      expect([entry.map_latitude, entry.map_longitude]).toEqual([
        spot.map_latitude,
        spot.map_longitude,
      ]);
      expect(entry.schedule?.repetition).toMatch(/^(none|weekly|monthly)$/);
    });

    it("shows an entry's owner, and the e-mail only when the owner chose so", async () => {
      const anna = (
        await t0.database.db.select().from(t.users).where(eq(t.users.username, 'anna'))
      )[0]!;
      const owned = await t0.database.db
        .select()
        .from(t.offers)
        .where(and(eq(t.offers.userId, anna.id), eq(t.offers.type, 'entry')))
        .orderBy(t.offers.id);
      const withMail = owned.find((o) => o.contactMail)!;
      const without = owned.find((o) => !o.contactMail)!;
      const shown = await detail(offerApi.byId('entry', withMail.id));
      expect(shown.user).toEqual({ id: anna.id, username: 'anna' });
      expect(shown.contact_mail_address).toBe('anna@example.org');
      expect(shown.targetgroup.length).toBeGreaterThan(0);
      expect((await detail(offerApi.byId('entry', without.id))).contact_mail_address).toBeNull();
    });

    it('shows a club with its places and a place with its club', async () => {
      const club = await detail(offerApi.byId('club', (await first('club')).id));
      expect(club.club).toMatchObject({ title: 'TSV Alstertal', approved: true, slug: club.slug });
      expect(club.places.length).toBeGreaterThan(0);
      expect(club.places.every((p) => p.type === 'place')).toBe(true);
      const place = await detail(offerApi.byId('place', club.places[0]!.id));
      expect(place.club).toEqual(club.club);
      expect(place.club_id).toBe(club.club_id);
      // The club's own slug finds the club offer as well.
      const row = (
        await t0.database.db.select().from(t.clubs).where(eq(t.clubs.id, club.club_id!))
      )[0]!;
      expect((await detail(offerApi.bySlug('club', row.slug))).id).toBe(club.id);
    });

    it('shows a summer event with organizer, registration and dates', async () => {
      const event = await detail(offerApi.byId('summerevent', (await first('summerevent')).id));
      expect(event.organizer).toEqual(expect.any(String));
      // Courses that need no registration have no address for it.
      expect(event.registration_url ?? 'https://').toMatch(/^https:\/\//);
      expect(event.location_name).toEqual(expect.any(String));
      expect(event.schedule?.start).toMatch(/^\d{4}-\d\d-\d\d$/);
    });

    it('answers 404 JSON for unknown ids, slugs and type mismatches', async () => {
      const spot = await first('spot');
      for (const url of [
        offerApi.byId('spot', 99999999),
        offerApi.byId('entry', spot.id),
        offerApi.bySlug('spot', 'gibt-es-nicht'),
        offerApi.bySlug('club', spot.slug),
        offerApi.byId('spot', 99999999999),
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: expect.any(String) });
      }
      expect((await get('/api/offers/castle/1')).statusCode).toBe(422);
      expect((await get('/api/offers/spot/abc')).statusCode).toBe(422);
    });
  });

  it('lists the categories in editorial order, localized, with the hidden one flagged', async () => {
    const res = await get(offerApi.categories, { 'accept-language': 'en' });
    const categories = (res.json() as { data: Category[] }).data;
    expect(categories[0]).toEqual({
      slug: 'laufen',
      title: 'Running',
      icon: 'footprints',
      hidden: false,
    });
    expect(categories.find((c) => c.slug === 'bewegungsinsel')?.hidden).toBe(true);
    // Every category an offer uses exists.
    const slugs = new Set(categories.map((c) => c.slug));
    for (const row of await allOffers()) for (const c of row.categories) expect(slugs).toContain(c);
  });
});
