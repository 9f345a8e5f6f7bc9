import { asc, sql } from 'drizzle-orm';
import { portalTimeZone } from '../../../domain/shared/time-zone.ts';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { shownToVisitors } from '../offers/index.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

/** Counted per district (null: outside every boundary), so one scan serves city and district. */
export type KindRow = {
  district_id: number | null;
  type: string;
  n: number;
  free: number;
  barrier_free: number;
};
export type CategoryRow = { district_id: number | null; type: string; category: string; n: number };
export type MonthRow = { district_id: number | null; month: string; n: number };
export type WeekRow = { district_id: number | null; week: number; courses: number; dates: number };

const countedKinds = sql`('spot', 'entry', 'club', 'place')`;

/**
 * The statistics' reads: four grouped scans of the offers and the summer dates, each grouped
 * by district as well, so the city's figures and any district's come from the same rows.
 */
export function createStatisticsRepository(db: Database) {
  const o = t.offers;
  return {
    districts: () =>
      db
        .select({ id: t.districts.id, slug: t.districts.slug, name: t.districts.name })
        .from(t.districts)
        .orderBy(asc(t.districts.name)),

    categories: () =>
      db
        .select({ slug: t.categories.slug, title: t.categories.title })
        .from(t.categories)
        .orderBy(asc(t.categories.position), asc(t.categories.id)),

    kinds: () =>
      rowsOf<KindRow>(
        db.execute(sql`SELECT ${o.districtId} AS district_id, ${o.type} AS type, count(*)::int AS n,
          (count(*) FILTER (WHERE ${o.freeOffer}))::int AS free,
          (count(*) FILTER (WHERE ${o.barrierFree}))::int AS barrier_free
          FROM ${o} WHERE ${o.type} IN ${countedKinds} AND ${shownToVisitors} GROUP BY 1, 2`),
      ),

    byCategory: () =>
      rowsOf<CategoryRow>(
        db.execute(sql`SELECT ${o.districtId} AS district_id, ${o.type} AS type, c AS category,
          count(*)::int AS n
          FROM ${o} CROSS JOIN LATERAL unnest(${o.categories}) AS c
          WHERE ${o.type} IN ${countedKinds} AND ${shownToVisitors} GROUP BY 1, 2, 3`),
      ),

    /** Spots, entries and club locations created from `from` on, by Hamburg month. */
    newPerMonth: (from: Date) =>
      rowsOf<MonthRow>(
        db.execute(sql`SELECT ${o.districtId} AS district_id,
          to_char(${o.createdAt} AT TIME ZONE ${portalTimeZone}, 'YYYY-MM') AS month, count(*)::int AS n
          FROM ${o} WHERE ${o.type} IN ('spot', 'entry', 'place') AND ${o.createdAt} >= ${from.toISOString()} AND ${shownToVisitors}
          GROUP BY 1, 2`),
      ),

    /**
     * Summer dates in [from, to), by week of the season that starts on `seasonStart` (Hamburg
     * days): distinct courses and dates. A course has one district, so the city's courses
     * of a week are the sum over districts.
     */
    summerWeeks: (from: Date, to: Date, seasonStart: string) => {
      const e = t.summerTimeEntries;
      return rowsOf<WeekRow>(
        db.execute(sql`SELECT ${e.districtId} AS district_id,
          (((${e.start} AT TIME ZONE ${portalTimeZone})::date - ${seasonStart}::date) / 7)::int AS week,
          count(DISTINCT ${e.summereventId})::int AS courses, count(*)::int AS dates
          FROM ${e} WHERE ${e.start} >= ${from.toISOString()} AND ${e.start} < ${to.toISOString()}
          GROUP BY 1, 2`),
      );
    },
  };
}

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;
