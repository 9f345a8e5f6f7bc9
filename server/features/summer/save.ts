import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { assignDistricts } from '../offers/index.ts';
import { rebuildTimeEntries } from './time-entries.ts';

export type SummerEventValues = Omit<typeof t.offers.$inferInsert, 'type' | 'id' | 'districtId'>;

/**
 * Saves a summer course (new without `id`) in one transaction with what follows from it: its
 * district by point-in-polygon and its dates expanded from the repetition (decisions 028,
 * 029). The caller drops the offer caches.
 */
export async function saveSummerEvent(
  db: Database,
  values: SummerEventValues,
  id?: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const store = tx as unknown as Database;
    let saved = id;
    if (saved === undefined) {
      const [row] = await store
        .insert(t.offers)
        .values({ ...values, type: 'summerevent' })
        .returning({ id: t.offers.id });
      saved = row!.id;
    } else {
      await store
        .update(t.offers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(t.offers.id, saved));
    }
    await assignDistricts(store, [saved]);
    await rebuildTimeEntries(store, [saved]);
    return saved;
  });
}
