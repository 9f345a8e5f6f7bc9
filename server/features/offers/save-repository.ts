import { and, desc, eq, inArray, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { summaryColumns } from './repository.ts';

/** Writes of the wizard and the profile's own lists; the rules live in save-service.ts. */
export function createOfferWriteRepository(db: Database) {
  return {
    async offer(id: number) {
      const [row] = await db.select().from(t.offers).where(eq(t.offers.id, id)).limit(1);
      return row;
    },

    categoriesBySlug: (slugs: string[]) =>
      slugs.length === 0
        ? Promise.resolve([])
        : db.select().from(t.categories).where(inArray(t.categories.slug, slugs)),

    /** Slugs already taken by `base` or `base-<n>`. */
    async slugsLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: t.offers.slug })
        .from(t.offers)
        .where(or(eq(t.offers.slug, base), like(t.offers.slug, `${base}-%`)));
      return new Set(rows.map((r) => r.slug));
    },

    async insert(values: typeof t.offers.$inferInsert): Promise<number> {
      const [row] = await db.insert(t.offers).values(values).returning({ id: t.offers.id });
      return row!.id;
    },

    update: (id: number, values: Partial<typeof t.offers.$inferInsert>) =>
      db.update(t.offers).set(values).where(eq(t.offers.id, id)),

    /**
     * Deleting a spot keeps its entries on the map at the spot's place: they become
     * entries at a new location instead of pointing at nothing.
     */
    async remove(id: number) {
      await db
        .update(t.offers)
        .set({ spotId: null, entryLocation: 'new' })
        .where(and(eq(t.offers.spotId, id), eq(t.offers.type, 'entry')));
      await db.delete(t.offers).where(eq(t.offers.id, id));
    },

    addSuggestion: (values: typeof t.categorySuggestions.$inferInsert) =>
      db.insert(t.categorySuggestions).values(values),

    /** The profile's own offers: the user's entries and spots, or their club's places. */
    ownOffers: (owner: { userId: number } | { clubId: number }) =>
      db
        .select({
          id: t.offers.id,
          type: t.offers.type,
          createdAt: t.offers.createdAt,
          title: t.offers.title,
          clubTitle: t.clubs.title,
          street: t.offers.street,
          streetNumber: t.offers.streetNumber,
          zipcode: t.offers.zipcode,
          city: t.offers.city,
          slug: t.offers.slug,
          heldAt: t.offers.heldAt,
        })
        .from(t.offers)
        .leftJoin(t.clubs, eq(t.clubs.id, t.offers.clubId))
        .where(
          'userId' in owner
            ? and(eq(t.offers.userId, owner.userId), inArray(t.offers.type, ['entry', 'spot']))
            : and(eq(t.offers.clubId, owner.clubId), eq(t.offers.type, 'place')),
        )
        .orderBy(desc(t.offers.createdAt), desc(t.offers.id)),

    bookmarks: (userId: number) =>
      db
        .select({
          bookmarkId: t.bookmarks.id,
          ...summaryColumns,
        })
        .from(t.bookmarks)
        .innerJoin(t.offers, eq(t.offers.id, t.bookmarks.offerId))
        .where(eq(t.bookmarks.userId, userId))
        .orderBy(desc(t.bookmarks.createdAt), desc(t.bookmarks.id)),
  };
}

export type OfferWriteRepository = ReturnType<typeof createOfferWriteRepository>;
