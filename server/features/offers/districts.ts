import { eq, inArray, type SQL } from 'drizzle-orm';
import { districtAt } from '../../../domain/geo/districts.ts';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/**
 * Gives offers their district by point-in-polygon over the districts' boundaries
 * (decision 029): the saved offers by id, or every offer when no ids are given (seed).
 * Offers outside every district (an address beyond the city line) get none.
 */
export async function assignDistricts(db: Database, ids?: readonly number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  const districts = await db
    .select({
      id: t.districts.id,
      slug: t.districts.slug,
      bbox: t.districts.bbox,
      boundary: t.districts.boundary,
    })
    .from(t.districts);
  const where: SQL | undefined = ids ? inArray(t.offers.id, [...ids]) : undefined;
  const offers = await db
    .select({ id: t.offers.id, latitude: t.offers.latitude, longitude: t.offers.longitude })
    .from(t.offers)
    .where(where);
  const byDistrict = new Map<number | null, number[]>();
  for (const o of offers) {
    const id = districtAt(districts, o.latitude, o.longitude)?.id ?? null;
    byDistrict.set(id, [...(byDistrict.get(id) ?? []), o.id]);
  }
  // One statement per district and batch, not per offer: the seed's big cities stay fast.
  const batch = 5000;
  for (const [districtId, offerIds] of byDistrict) {
    for (let i = 0; i < offerIds.length; i += batch) {
      await db
        .update(t.offers)
        .set({ districtId })
        .where(inArray(t.offers.id, offerIds.slice(i, i + batch)));
    }
  }
}

export const districtBySlug = async (db: Database, slug: string) =>
  (await db.select().from(t.districts).where(eq(t.districts.slug, slug)).limit(1))[0];
