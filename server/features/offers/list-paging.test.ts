import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import type {
  OfferDetail,
  OfferFeatureCollection,
  OfferListResponse,
} from '../../../domain/offers/types.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

// Paging through the whole list, one set and one count with the map, and the offer's image
// in the detail answer (spec/offers.md §2, §3 Map feature, §4 List paging, §9).
describe('offer list paging and counts', () => {
  let t0: TestApp;
  beforeAll(async () => {
    // More offers than one call may read (100), so the list has to page past them.
    t0 = await createTestApp({ seed: { offers: 130, summer: 12 } });
  });
  afterAll(() => t0.close());

  const get = (url: string) => t0.app.inject({ method: 'GET', url });
  const list = async (query: string) => {
    const res = await get(`${offerApi.list}${query}`);
    expect(res.statusCode, query).toBe(200);
    return res.json() as OfferListResponse;
  };
  const mapIds = async (query = '') => {
    const res = await get(`${offerApi.geo}${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: OfferFeatureCollection }).data.features.map(
      (f) => f.properties.id,
    );
  };
  /** Every page of a query, `limit` at a time, until the count is reached. */
  const allPages = async (query: string, limit: number) => {
    const first = await list(`${query}&limit=${limit}`);
    const ids = first.data.map((o) => o.id);
    for (let offset = limit; offset < first.total; offset += limit) {
      const page = await list(`${query}&limit=${limit}&offset=${offset}`);
      expect(page.total).toBe(first.total);
      ids.push(...page.data.map((o) => o.id));
    }
    return { ids, total: first.total };
  };

  it('counts the same set as the map: summer courses are in the summer calendar only', async () => {
    const rows = await t0.database.db.select().from(t.offers);
    expect(rows.some((r) => r.type === 'summerevent')).toBe(true);
    const map = await mapIds();
    const unfiltered = await list('?limit=5');
    expect(unfiltered.total).toBe(map.length);
    const { ids } = await allPages('?x=1', 100);
    expect(ids.every((id) => rows.find((r) => r.id === id)?.type !== 'summerevent')).toBe(true);
    // A filter counts alike in both.
    expect((await list('?types=spot,entry')).total).toBe(
      (await mapIds('?types=spot,entry')).length,
    );
  });

  it('reaches every offer of the map past the first hundred, each once, in title order', async () => {
    const map = await mapIds();
    expect(map.length).toBeGreaterThan(100);
    const { ids, total } = await allPages('?x=1', 100);
    expect(total).toBe(map.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual([...map].sort((a, b) => a - b));
    // Five at a time lands on the same order, and a page across the border of 100 fits.
    const fives = await allPages('?x=1', 5);
    expect(fives.ids).toEqual(ids);
    const across = await list('?limit=10&offset=95');
    expect(across.data.map((o) => o.id)).toEqual(ids.slice(95, 105));
  });

  it('pages around a point without losing or repeating offers that share a distance', async () => {
    const near = '?lat=53.5751&lng=9.9542&distance=5';
    const whole = await list(`${near}&limit=100`);
    expect(whole.total).toBeGreaterThan(7);
    expect(whole.total).toBeLessThanOrEqual(100);
    const { ids } = await allPages(near, 7);
    expect(ids).toEqual(whole.data.map((o) => o.id));
  });

  it('answers an empty page with the count past the last offer', async () => {
    const page = await list('?limit=5&offset=100000');
    expect(page.data).toEqual([]);
    expect(page.total).toBe((await mapIds()).length);
  });

  it('rejects an offset that is not a whole number in range, naming the field', async () => {
    for (const query of ['?offset=-1', '?offset=1.5', '?offset=abc', '?offset=1000001']) {
      const res = await get(`${offerApi.list}${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors, query).toHaveProperty('offset');
    }
  });

  it('names an uploaded image with its smaller variant; other images have none', async () => {
    const [entry] = await t0.database.db
      .select()
      .from(t.offers)
      .where(eq(t.offers.type, 'entry'))
      .limit(1);
    const detail = async () => {
      const res = await get(offerApi.byId('entry', entry!.id));
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: OfferDetail }).data;
    };
    const upload = '/media/0123456789abcdef0123456789abcdef_high.jpg';
    await t0.database.db.update(t.offers).set({ image: upload }).where(eq(t.offers.id, entry!.id));
    expect(await detail()).toMatchObject({
      image: upload,
      image_mid: '/media/0123456789abcdef0123456789abcdef_mid.jpg',
    });
    await t0.database.db
      .update(t.offers)
      .set({ image: '/demo/lauftreff.png' })
      .where(eq(t.offers.id, entry!.id));
    expect(await detail()).toMatchObject({ image: '/demo/lauftreff.png', image_mid: null });
  });
});
