import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import type { BookmarkItem, ProfileOfferItem } from '../../../domain/offers/types.ts';
import { createTestApp, login, type TestApp } from '../../test/app.ts';
import { demoPassword } from '../../db/seed/accounts.ts';

type Session = Awaited<ReturnType<typeof login>>;

describe('profile lists: own offers and bookmarks', () => {
  let app: TestApp;
  let anna: Session;
  let ben: Session;

  beforeAll(async () => {
    app = await createTestApp();
    const as = (name: string) => login(app.app, `${name}@example.org`, demoPassword);
    [anna, ben] = await Promise.all([as('anna'), as('ben')]);
  });
  afterAll(() => app.close());

  const get = (url: string, as?: Session) =>
    app.app.inject({
      method: 'GET',
      url,
      cookies: as?.cookies,
      headers: { 'accept-language': 'en' },
    });
  const post = (url: string, payload: object, as: Session) =>
    app.app.inject({ method: 'POST', url, payload, cookies: as.cookies, headers: as.headers });
  const ownOffers = async (as: Session, profileType?: 'user' | 'club') => {
    const res = await get(
      `${offerApi.profileOffers}${profileType ? `?profileType=${profileType}` : ''}`,
      as,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ProfileOfferItem[];
  };

  it('is for logged-in users only', async () => {
    expect((await get(offerApi.profileOffers)).statusCode).toBe(401);
    expect((await get(offerApi.bookmarks)).statusCode).toBe(401);
  });

  it('lists the user’s entries and spots, newest first, with a new one on top', async () => {
    const before = await ownOffers(anna);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((item) => item.type === 'entry' || item.type === 'spot')).toBe(true);
    const created = before.map((item) => item.created_at);
    expect(created).toEqual([...created].sort().reverse());

    const saved = await post(
      offerApi.save('spot'),
      {
        type: 'spot',
        map_latitude: 53.57,
        map_longitude: 9.98,
        street: 'Parkallee',
        street_number: '3',
        zipcode: '20144',
        city: 'Hamburg',
        categories: ['tischtennis'],
        title: 'Platte im Innocentiapark',
        description: 'Eine Platte unter Bäumen.',
        free_offer: true,
        barrier_free: false,
      },
      anna,
    );
    expect(saved.statusCode).toBe(201);
    const [first] = await ownOffers(anna, 'user');
    expect(first).toEqual({
      id: saved.json().data.id,
      type: 'spot',
      created_at: expect.any(String),
      title: 'Platte im Innocentiapark',
      club_title: null,
      street: 'Parkallee',
      street_number: '3',
      zipcode: '20144',
      city: 'Hamburg',
      slug: 'platte-im-innocentiapark',
    });
    // Someone else's list does not show it.
    expect((await ownOffers(ben)).map((item) => item.id)).not.toContain(first!.id);
  });

  it('lists the club’s places on the club profile; only for club members', async () => {
    const places = await ownOffers(ben, 'club');
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((p) => p.type === 'place' && p.club_title === 'TSV Alstertal')).toBe(true);
    const refused = await get(`${offerApi.profileOffers}?profileType=club`, anna);
    expect(refused.statusCode).toBe(403);
    expect((await get(`${offerApi.profileOffers}?profileType=team`, anna)).statusCode).toBe(422);
  });

  it('lists bookmarks newest first with their offers, and forgets removed ones', async () => {
    const [first, second] = await app.database.db
      .select()
      .from(t.offers)
      .where(eq(t.offers.type, 'spot'))
      .orderBy(asc(t.offers.id))
      .limit(2);
    expect((await get(offerApi.bookmarks, anna)).json()).toEqual({ data: [] });
    for (const offer of [first!, second!]) {
      expect(
        (await post(offerApi.bookmarkSave, { id: offer.id, type: 'spot' }, anna)).statusCode,
      ).toBe(201);
    }
    const items = (await get(offerApi.bookmarks, anna)).json().data as BookmarkItem[];
    expect(items.map((item) => item.offer.id)).toEqual([second!.id, first!.id]);
    expect(items[0]).toMatchObject({
      id: expect.any(Number),
      offer: {
        type: 'spot',
        slug: second!.slug,
        title: second!.title.en || second!.title.de,
        distance: null,
      },
    });

    await post(offerApi.bookmarkDelete, { id: second!.id }, anna);
    const left = (await get(offerApi.bookmarks, anna)).json().data as BookmarkItem[];
    expect(left.map((item) => item.offer.id)).toEqual([first!.id]);
    expect((await get(offerApi.bookmarks, ben)).json().data).toEqual([]);
  });
});
