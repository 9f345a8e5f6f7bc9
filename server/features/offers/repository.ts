import { and, arrayOverlaps, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { OfferType, TargetGroup } from '../../../domain/offers/constants.ts';
import type { Locale } from '../../../domain/shared/locale.ts';

/** The filter of the geo and list calls after normalisation (see filter.ts). */
export type OfferQuery = {
  types: OfferType[];
  categories: string[];
  targetgroup: TargetGroup | null;
  freeOffer: boolean;
  barrierFree: boolean;
};

export type Nearby = { lat: number; lng: number; km: number };

/** Extra nearest rows read so that offers sharing a point are ordered by id across pages. */
const tieSlack = 20;

// Distances are reported like the browser's haversine (radius 6371 km); earthdistance
// measures on a sphere of earth() metres, so the angle is scaled between the two.
const haversineRadiusKm = 6371;

const point = (p: Nearby) => sql`ll_to_earth(${p.lat}::float8, ${p.lng}::float8)`;
const offerPoint = sql`ll_to_earth(${t.offers.latitude}, ${t.offers.longitude})`;
const distanceKm = (p: Nearby) =>
  sql<number>`earth_distance(${point(p)}, ${offerPoint}) / earth() * ${haversineRadiusKm}`;
/**
 * The haversine formula on the plain columns: the same kilometres as distanceKm, but plain
 * arithmetic per row instead of building an earth point per row, which made counting the
 * offers of a dense 3 km circle (18,000 of 100,000) six times slower.
 */
const haversineKmSql = (p: Nearby) => {
  const lat = t.offers.latitude;
  const lng = t.offers.longitude;
  return sql<number>`2 * ${haversineRadiusKm} * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${p.lat}::float8) / 2), 2)
    + cos(radians(${p.lat}::float8)) * cos(radians(${lat}))
      * power(sin(radians(${lng} - ${p.lng}::float8) / 2), 2))))`;
};

/**
 * Offers a moderator hid, those held for review, and those of blocked accounts are gone for
 * visitors (decisions 036 and 041).
 */
export const shownToVisitors = and(
  isNull(t.offers.hiddenAt),
  isNull(t.offers.heldAt),
  sql`not exists (select 1 from ${t.users} where ${t.users.id} = ${t.offers.userId} and ${t.users.blockedAt} is not null)`,
)!;

/** The WHERE clause shared by the map and the list. */
export function filterCondition(q: OfferQuery): SQL | undefined {
  if (q.types.length === 0) return sql`false`;
  return and(
    shownToVisitors,
    inArray(t.offers.type, q.types),
    q.categories.length ? arrayOverlaps(t.offers.categories, q.categories) : undefined,
    // Target groups narrow entries only; a spot or a club is open to anyone who comes.
    q.targetgroup
      ? or(ne(t.offers.type, 'entry'), arrayOverlaps(t.offers.targetgroup, [q.targetgroup, 'all']))
      : undefined,
    q.freeOffer ? eq(t.offers.freeOffer, true) : undefined,
    q.barrierFree ? eq(t.offers.barrierFree, true) : undefined,
  );
}

/** What a list item needs of an offer (OfferSummary), shared by every list query. */
export const summaryColumns = {
  id: t.offers.id,
  type: t.offers.type,
  slug: t.offers.slug,
  title: t.offers.title,
  description: t.offers.description,
  street: t.offers.street,
  streetNumber: t.offers.streetNumber,
  zipcode: t.offers.zipcode,
  city: t.offers.city,
  latitude: t.offers.latitude,
  longitude: t.offers.longitude,
  categories: t.offers.categories,
  freeOffer: t.offers.freeOffer,
  barrierFree: t.offers.barrierFree,
};

export type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof t.offers.$inferSelect)[K];
} & { distance?: number | null };

const spotOffer = alias(t.offers, 'spot_offer');
const clubOffer = alias(t.offers, 'club_offer');

/** Reads of the offer tables; wording and shapes are the presenter's business. */
export function createOffersRepository(db: Database) {
  return {
    /** Every map point of the filter, in id order (the geo answer is built from these). */
    mapPoints: (q: OfferQuery) =>
      db
        .select({
          id: t.offers.id,
          type: t.offers.type,
          spotId: t.offers.spotId,
          latitude: t.offers.latitude,
          longitude: t.offers.longitude,
          categories: t.offers.categories,
          spottype: t.spottypes.slug,
        })
        .from(t.offers)
        .leftJoin(t.spottypes, eq(t.spottypes.id, t.offers.spottypeId))
        .where(filterCondition(q))
        .orderBy(asc(t.offers.id)),

    /**
     * One page of the list: nearest first inside the radius (earth_box over the GiST
     * index, then the exact distance), or by title in the request's language.
     */
    async list(
      q: OfferQuery,
      options: {
        locale: Locale;
        limit: number;
        /** Offers of the order before the first one answered. */
        offset?: number;
        nearby: Nearby | null;
        bookmarkedBy: number | null;
      },
    ): Promise<{ rows: SummaryRow[]; total: number }> {
      const { nearby } = options;
      const offset = options.offset ?? 0;
      const where = and(
        filterCondition(q),
        options.bookmarkedBy === null
          ? undefined
          : inArray(
              t.offers.id,
              db
                .select({ id: t.bookmarks.offerId })
                .from(t.bookmarks)
                .where(eq(t.bookmarks.userId, options.bookmarkedBy)),
            ),
        nearby
          ? sql`earth_box(${point(nearby)}, ${nearby.km / haversineRadiusKm}::float8 * earth()) @> ${offerPoint} AND ${haversineKmSql(nearby)} <= ${nearby.km}::float8`
          : undefined,
      );
      const title =
        options.locale === 'en'
          ? sql`coalesce(nullif(${t.offers.title}->>'en', ''), ${t.offers.title}->>'de')`
          : sql`${t.offers.title}->>'de'`;
      if (nearby) {
        // Nearest first by `<->` (chord distance between earth points): the same order as
        // the great-circle distance, and the one a GiST index can walk (KNN), so a page
        // costs a few index probes instead of sorting every offer in the radius. The count
        // only needs the box filter, so it runs beside it.
        // Ordering by `<->` alone keeps the KNN index scan (a second sort key makes the
        // planner sort the whole circle); offers at the same spot tie, so a few extra rows
        // are read on both sides of the page and the ties ordered by id here, which keeps
        // pages stable: an offer at a page's border is on exactly one of them.
        const before = Math.min(offset, tieSlack);
        const [nearest, [count]] = await Promise.all([
          db
            .select({ ...summaryColumns, distance: distanceKm(nearby) })
            .from(t.offers)
            .where(where)
            .orderBy(sql`${offerPoint} <-> ${point(nearby)}`)
            .offset(offset - before)
            .limit(before + options.limit + tieSlack),
          db
            .select({ total: sql<number>`count(*)::int` })
            .from(t.offers)
            .where(where),
        ]);
        const rows = nearest
          .sort((a, b) => a.distance - b.distance || a.id - b.id)
          .slice(before, before + options.limit);
        return { rows, total: Number(count?.total ?? 0) };
      }
      const rows = await db
        .select({
          ...summaryColumns,
          distance: sql<null>`null`,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(t.offers)
        .where(where)
        .orderBy(title, asc(t.offers.id))
        .offset(offset)
        .limit(options.limit);
      if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
      // Past the end the window count has no row to ride on: count on its own, so a page
      // beyond the last still says how many there are.
      if (offset === 0) return { rows, total: 0 };
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(t.offers)
        .where(where);
      return { rows, total: Number(count?.total ?? 0) };
    },

    /** One offer with what its detail shows: spot type, club, owner, the spot of an entry. */
    async find(by: { id: number } | { slug: string }, type: OfferType) {
      const [row] = await db
        .select({
          offer: t.offers,
          spottype: t.spottypes,
          club: t.clubs,
          clubOfferSlug: clubOffer.slug,
          owner: {
            id: t.users.id,
            username: t.users.username,
            email: t.users.email,
            blockedAt: t.users.blockedAt,
          },
          spot: { id: spotOffer.id, slug: spotOffer.slug, title: spotOffer.title },
        })
        .from(t.offers)
        .leftJoin(t.spottypes, eq(t.spottypes.id, t.offers.spottypeId))
        .leftJoin(t.clubs, eq(t.clubs.id, t.offers.clubId))
        .leftJoin(clubOffer, and(eq(clubOffer.clubId, t.offers.clubId), eq(clubOffer.type, 'club')))
        .leftJoin(t.users, eq(t.users.id, t.offers.userId))
        .leftJoin(spotOffer, and(eq(spotOffer.id, t.offers.spotId), eq(spotOffer.type, 'spot')))
        .where(
          and(
            eq(t.offers.type, type),
            'id' in by
              ? eq(t.offers.id, by.id)
              : // A club is also found by its club's own slug (ClubSummary.slug may be either).
                type === 'club'
                ? or(eq(t.offers.slug, by.slug), eq(t.clubs.slug, by.slug))
                : eq(t.offers.slug, by.slug),
          ),
        )
        .orderBy(asc(t.offers.id))
        .limit(1);
      return row;
    },

    entriesAt: (spotId: number) =>
      db
        .select(summaryColumns)
        .from(t.offers)
        .where(and(eq(t.offers.type, 'entry'), eq(t.offers.spotId, spotId), shownToVisitors))
        .orderBy(asc(t.offers.id)),

    placesOf: (clubId: number) =>
      db
        .select(summaryColumns)
        .from(t.offers)
        .where(and(eq(t.offers.type, 'place'), eq(t.offers.clubId, clubId), shownToVisitors))
        .orderBy(asc(t.offers.id)),

    categories: () =>
      db.select().from(t.categories).orderBy(asc(t.categories.position), asc(t.categories.id)),

    async typeOf(id: number): Promise<OfferType | undefined> {
      const [row] = await db
        .select({ type: t.offers.type })
        .from(t.offers)
        .where(eq(t.offers.id, id))
        .limit(1);
      return row?.type;
    },

    async bookmarkIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: t.bookmarks.offerId })
        .from(t.bookmarks)
        .where(eq(t.bookmarks.userId, userId))
        .orderBy(asc(t.bookmarks.id));
      return rows.map((r) => r.id);
    },

    addBookmark: (userId: number, offerId: number) =>
      db.insert(t.bookmarks).values({ userId, offerId }).onConflictDoNothing(),

    removeBookmark: (userId: number, offerId: number) =>
      db
        .delete(t.bookmarks)
        .where(and(eq(t.bookmarks.userId, userId), eq(t.bookmarks.offerId, offerId))),

    /** False when the user already reported the target (one report per user and target). */
    async addReport(report: typeof t.reports.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(t.reports)
        .values(report)
        .onConflictDoNothing()
        .returning({ id: t.reports.id });
      return rows.length > 0;
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
export type FoundOffer = NonNullable<Awaited<ReturnType<OffersRepository['find']>>>;
