import { and, eq, inArray, sql } from 'drizzle-orm';
import { weekdays } from '../../../domain/offers/constants.ts';
import { portalTimeZone } from '../../../domain/shared/time-zone.ts';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/** A course's dates never span more than this many days from its first (a season and more). */
const maxSpanDays = 366;

const weekdayNames = sql.raw(`ARRAY[${weekdays.map((d) => `'${d}'`).join(', ')}]`);

/**
 * Writes the dates of summer courses from their repetition (decision 028): every day from
 * start to end (daily), the days of the week that have times (weekly), or the listed single
 * dates (other). Wall-clock times are Hamburg's and become instants in SQL (AT TIME ZONE),
 * so 18:00 stays 18:00 across the change to winter time; an end before the start is after
 * midnight. Existing dates of these courses are replaced; `index` numbers them by start.
 * Without ids every course is rebuilt (seed, benchmark).
 */
export async function rebuildTimeEntries(db: Database, ids?: readonly number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  const only = ids ? inArray(t.offers.id, [...ids]) : undefined;
  await db
    .delete(t.summerTimeEntries)
    .where(ids ? inArray(t.summerTimeEntries.summereventId, [...ids]) : undefined);
  const zone = sql.raw(`'${portalTimeZone}'`);
  await db.execute(sql`
    WITH days AS (
      SELECT offers.id, offers.district_id, offers.categories[1] AS category, s.day,
        coalesce(offers.weekdays -> (${weekdayNames})[extract(isodow FROM s.day)::int] ->> 'start', offers.time_start) AS t_start,
        coalesce(offers.weekdays -> (${weekdayNames})[extract(isodow FROM s.day)::int] ->> 'end', offers.time_end) AS t_end
      FROM offers
      CROSS JOIN LATERAL (
        SELECT g::date AS day
        FROM generate_series(
          offers.start_date::date,
          least(coalesce(offers.end_date, offers.start_date)::date, offers.start_date::date + ${sql.raw(String(maxSpanDays))}),
          interval '1 day') AS g
        WHERE offers.repetition_type IN ('weekly', 'daily')
        UNION ALL
        SELECT d::date FROM unnest(offers.dates) AS d WHERE offers.repetition_type = 'other'
      ) s
      WHERE ${and(eq(t.offers.type, 'summerevent'), only)}
        AND offers.hidden_at IS NULL
        AND offers.start_date IS NOT NULL
        AND (offers.repetition_type <> 'weekly'
          OR offers.weekdays ? (${weekdayNames})[extract(isodow FROM s.day)::int])
    ), times AS (
      SELECT id, district_id, category,
        (day + t_start::time) AT TIME ZONE ${zone} AS start,
        (day + coalesce(t_end, t_start)::time
          + CASE WHEN coalesce(t_end, t_start)::time < t_start::time THEN interval '1 day' ELSE interval '0' END
        ) AT TIME ZONE ${zone} AS stop
      FROM days
      WHERE t_start IS NOT NULL
    )
    INSERT INTO summer_time_entries (summerevent_id, index, start, stop, district_id, category)
    SELECT id, (row_number() OVER (PARTITION BY id ORDER BY start, stop) - 1)::int, start, stop, district_id, category
    FROM times
  `);
}
