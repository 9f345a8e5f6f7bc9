/** Tables of the summer programme: the dates of each summer event. */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { offers } from './offers.ts';

/**
 * The dates of a summer event, one row each, written whenever the course is saved (expanded
 * in SQL in Europe/Berlin, decision 028). District and category are copied from the course,
 * so a week of the calendar is one range scan of one index without a join.
 */
export const summerTimeEntries = pgTable(
  'summer_time_entries',
  {
    id: serial('id').primaryKey(),
    summereventId: integer('summerevent_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    // 0-based position among the course's dates: the `i` of its page's address.
    index: integer('index').notNull(),
    start: timestamp('start', { withTimezone: true }).notNull(),
    stop: timestamp('stop', { withTimezone: true }).notNull(),
    districtId: integer('district_id'),
    category: text('category'),
  },
  (t) => [
    uniqueIndex('summer_time_entries_event_index_idx').on(t.summereventId, t.index),
    index('summer_time_entries_start_idx').on(t.start, t.id),
    index('summer_time_entries_district_start_idx').on(t.districtId, t.start),
    index('summer_time_entries_category_start_idx').on(t.category, t.start),
  ],
);
