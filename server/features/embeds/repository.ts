import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { shownToVisitors } from '../offers/index.ts';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export type EmbedFilter = { category?: string; district?: string; club?: string };

/** Kinds an embed lists: what a visitor can go to (summer courses have their calendar). */
const embedKinds = ['spot', 'entry', 'place'] as const;

/** Reads of the embeds: the builder's choices and the offers of one choice. */
export function createEmbedRepository(db: Database) {
  return {
    categories: () =>
      db
        .select({ slug: t.categories.slug, title: t.categories.title })
        .from(t.categories)
        .where(eq(t.categories.hidden, false))
        .orderBy(asc(t.categories.position), asc(t.categories.id)),
    districts: () =>
      db
        .select({ slug: t.districts.slug, name: t.districts.name })
        .from(t.districts)
        .orderBy(asc(t.districts.name)),
    /** Clubs with at least one location: an embed of a club without any would stay empty. */
    clubs: () =>
      db
        .select({ slug: t.clubs.slug, name: t.clubs.title })
        .from(t.clubs)
        .where(
          sql`exists (select 1 from ${t.offers} where ${t.offers.clubId} = ${t.clubs.id} and ${t.offers.type} = 'place')`,
        )
        .orderBy(asc(t.clubs.title)),

    /** Whether each named slug exists, so a typo answers 422 instead of an empty list. */
    async unknown(filter: EmbedFilter): Promise<(keyof EmbedFilter)[]> {
      const checks: [keyof EmbedFilter, Promise<unknown[]>][] = [];
      if (filter.category)
        checks.push([
          'category',
          db
            .select({ id: t.categories.id })
            .from(t.categories)
            .where(eq(t.categories.slug, filter.category)),
        ]);
      if (filter.district)
        checks.push([
          'district',
          db
            .select({ id: t.districts.id })
            .from(t.districts)
            .where(eq(t.districts.slug, filter.district)),
        ]);
      if (filter.club)
        checks.push([
          'club',
          db.select({ id: t.clubs.id }).from(t.clubs).where(eq(t.clubs.slug, filter.club)),
        ]);
      const found = await Promise.all(checks.map(([, query]) => query));
      return checks.filter((_, i) => found[i]!.length === 0).map(([key]) => key);
    },

    /** The first `limit` offers of the choice by title, and how many there are in all. */
    async offers(filter: EmbedFilter, locale: 'de' | 'en', limit: number) {
      const o = t.offers;
      // Hidden offers and those of blocked accounts stay off other sites too (decision 036).
      const where: (SQL | undefined)[] = [inArray(o.type, [...embedKinds]), shownToVisitors];
      if (filter.category) where.push(sql`${filter.category} = any(${o.categories})`);
      if (filter.district)
        where.push(
          sql`${o.districtId} = (select ${t.districts.id} from ${t.districts} where ${t.districts.slug} = ${filter.district})`,
        );
      if (filter.club)
        where.push(
          sql`${o.clubId} = (select ${t.clubs.id} from ${t.clubs} where ${t.clubs.slug} = ${filter.club})`,
        );
      const title = sql`coalesce(nullif(${o.title}->>${locale}, ''), ${o.title}->>'de')`;
      const rows = await db
        .select({
          type: o.type,
          slug: o.slug,
          title: sql<string>`${title}`,
          street: o.street,
          streetNumber: o.streetNumber,
          zipcode: o.zipcode,
          city: o.city,
          freeOffer: o.freeOffer,
          barrierFree: o.barrierFree,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(o)
        .where(and(...where))
        .orderBy(asc(title), asc(o.id))
        .limit(limit);
      return { rows, total: rows[0]?.total ?? 0 };
    },
  };
}

export type EmbedRepository = ReturnType<typeof createEmbedRepository>;
