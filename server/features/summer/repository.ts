import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  summerSettingsKey,
  summerSettingsSchema,
  type SummerSettings,
} from '../../../domain/summer/summer-schemas.ts';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { shownToVisitors } from '../offers/index.ts';

export { summerSettingsKey };

export type TimeEntryRow = typeof t.summerTimeEntries.$inferSelect;
export type SummerRange = {
  from: Date;
  to: Date;
  districtId: number | null;
  category: string | null;
};

const courseColumns = {
  offer: t.offers,
  district: { slug: t.districts.slug, name: t.districts.name },
  category: t.categories,
};

/** Reads of the summer calendar: settings, filters, a page of dates, courses. */
export function createSummerRepository(db: Database) {
  return {
    /** The seasons from the editorial settings; none when the key is missing or malformed. */
    async settings(): Promise<SummerSettings> {
      const [row] = await db
        .select({ value: t.settings.value })
        .from(t.settings)
        .where(eq(t.settings.key, summerSettingsKey))
        .limit(1);
      const parsed = summerSettingsSchema.safeParse(row?.value);
      return parsed.success ? parsed.data : { seasons: [] };
    },

    districts: () =>
      db
        .select({ id: t.districts.id, slug: t.districts.slug, name: t.districts.name })
        .from(t.districts)
        .orderBy(asc(t.districts.name)),

    /** Categories at least one summer course has, in the editorial order. */
    categories: () =>
      db
        .select()
        .from(t.categories)
        .where(
          sql`exists (select 1 from ${t.offers} where ${t.offers.type} = 'summerevent' and ${t.categories.slug} = any(${t.offers.categories}))`,
        )
        .orderBy(asc(t.categories.position), asc(t.categories.id)),

    /**
     * The filter's district id and whether its category exists, in one round trip (the
     * list call runs this and two reads more, nothing else).
     */
    async filter(district: string | null, category: string | null) {
      const [row] = (
        (await db.execute(sql`SELECT
          (SELECT ${t.districts.id} FROM ${t.districts} WHERE ${t.districts.slug} = ${district ?? ''}) AS district_id,
          EXISTS (SELECT 1 FROM ${t.categories} WHERE ${t.categories.slug} = ${category ?? ''}) AS category_known`)) as unknown as {
          rows: { district_id: number | null; category_known: boolean }[];
        }
      ).rows;
      return { districtId: row?.district_id ?? null, categoryKnown: row?.category_known === true };
    },

    /**
     * One page of dates in [from, to) of the filter, by start, and their number: a scan of
     * one index of summer_time_entries alone (decision 028); the page's courses are read
     * afterwards by id, so no row beyond the page is joined.
     */
    async page(range: SummerRange, limit: number, page: number) {
      const where = and(
        gte(t.summerTimeEntries.start, range.from),
        lt(t.summerTimeEntries.start, range.to),
        range.districtId === null
          ? undefined
          : eq(t.summerTimeEntries.districtId, range.districtId),
        range.category === null ? undefined : eq(t.summerTimeEntries.category, range.category),
      );
      // Two reads rather than a window count: the page walks the (start, id) index and
      // stops after its rows; a window would read and sort the whole week first (measured
      // slower for weeks of a few thousand dates, bench/summer.bench.ts).
      const rows = await db
        .select()
        .from(t.summerTimeEntries)
        .where(where)
        .orderBy(asc(t.summerTimeEntries.start), asc(t.summerTimeEntries.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(t.summerTimeEntries)
        .where(where);
      return { rows, total: Number(count?.total ?? 0) };
    },

    /** Courses with their district, by id. */
    courses: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select(courseColumns)
            .from(t.offers)
            .leftJoin(t.districts, eq(t.districts.id, t.offers.districtId))
            .leftJoin(t.categories, sql`${t.categories.slug} = ${t.offers.categories}[1]`)
            .where(
              and(eq(t.offers.type, 'summerevent'), inArray(t.offers.id, ids), shownToVisitors),
            ),

    async course(by: { id: number } | { slug: string }) {
      const [row] = await db
        .select(courseColumns)
        .from(t.offers)
        .leftJoin(t.districts, eq(t.districts.id, t.offers.districtId))
        .leftJoin(t.categories, sql`${t.categories.slug} = ${t.offers.categories}[1]`)
        .where(
          and(
            eq(t.offers.type, 'summerevent'),
            'id' in by ? eq(t.offers.id, by.id) : eq(t.offers.slug, by.slug),
            shownToVisitors,
          ),
        )
        .limit(1);
      return row;
    },

    entriesOf: (id: number) =>
      db
        .select()
        .from(t.summerTimeEntries)
        .where(eq(t.summerTimeEntries.summereventId, id))
        .orderBy(asc(t.summerTimeEntries.index)),
  };
}

export type SummerRepository = ReturnType<typeof createSummerRepository>;
export type CourseRow = NonNullable<Awaited<ReturnType<SummerRepository['course']>>>;
