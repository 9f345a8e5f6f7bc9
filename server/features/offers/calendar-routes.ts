import { and, eq } from 'drizzle-orm';
import { shownToVisitors } from './repository.ts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import rrulePackage from 'rrule';
import { z } from 'zod';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import {
  parseDate,
  scheduleSeries,
  startsAfterMidnight,
  type ScheduleSeries,
} from '../../../domain/offers/schedule.ts';
import type { Schedule, WeekdayTimes } from '../../../domain/offers/types.ts';
import { localeSchema } from '../../../domain/shared/locale-schema.ts';
import { pickText } from '../../../domain/shared/locale.ts';
import { hamburgDay } from '../../../domain/shared/time.ts';
import { offers } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { writeCalendar, type CalendarEvent } from '../content/index.ts';

// rrule ships CommonJS to Node; its named exports only exist on the default object there.
const { RRule } = rrulePackage;

type Options = { publicUrl: string };

const minute = 60_000;
const day = 24 * 60 * minute;
/** Nights a monthly rule cannot say (starting after midnight) are listed for one year. */
const expandDays = 366;
const expandLimit = 60;

/** Dates here carry Hamburg's wall-clock time in their UTC fields (ical.ts `local`). */
function wallDate(parts: { year: number; month: number; day: number }, minutes = 0): Date {
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day) + minutes * minute);
}

/** Start and end of one occurrence from its day; an end before the start is after midnight. */
function timesOn(dayStart: Date, series: ScheduleSeries) {
  if (series.start === null) return { start: dayStart, end: null, allDay: true };
  const start = new Date(dayStart.getTime() + series.start * minute);
  if (series.end === null) return { start, end: null, allDay: false };
  const endMinutes = series.end <= series.start ? series.end + 24 * 60 : series.end;
  return { start, end: new Date(dayStart.getTime() + endMinutes * minute), allDay: false };
}

type EventText = Omit<CalendarEvent, 'start' | 'end' | 'allDay' | 'uid' | 'rrule' | 'local'>;

/** The calendar events of one entry: a repeating event per series, or single dates. */
export function entryEvents(
  uid: string,
  schedule: Schedule,
  text: EventText,
  from = hamburgDay(new Date()),
): CalendarEvent[] {
  const first = parseDate(schedule.start) ?? from;
  const anchor = wallDate(first);
  return scheduleSeries(schedule).flatMap((series, index): CalendarEvent[] => {
    const id = `${uid}-${index}`;
    if (!series.rrule) return [{ ...text, uid: id, local: true, ...timesOn(anchor, series) }];
    const rule = new RRule({ ...RRule.parseString(series.rrule), dtstart: anchor });
    if (!startsAfterMidnight(series)) {
      // DTSTART must be the first occurrence itself (RFC 5545 §3.8.5.3).
      const firstDay = rule.after(anchor, true);
      if (!firstDay) return [];
      const times = timesOn(firstDay, series);
      return [{ ...text, uid: id, local: true, rrule: series.rrule, ...times }];
    }
    const days = rule.between(anchor, new Date(anchor.getTime() + expandDays * day), true);
    return days.slice(0, expandLimit).map((d, n) => ({
      ...text,
      uid: `${id}-${n}`,
      local: true,
      ...timesOn(d, series),
    }));
  });
}

function scheduleOf(row: typeof offers.$inferSelect): Schedule {
  return {
    repetition: row.repetition,
    start: row.startDate,
    end: row.endDate,
    time_start: row.timeStart,
    time_end: row.timeEnd,
    weekdays: (row.weekdays ?? {}) as WeekdayTimes,
    monthly_mode: row.monthlyMode,
    monthly_value: row.monthlyValue,
  };
}

const calendarPath = offerApi.calendar(':slug').replace(encodeURIComponent(':slug'), ':slug');

/** GET an entry's iCalendar file: its schedule as repeating events (spec/offers.md §2). */
export const calendarRoutes: FastifyPluginAsyncZod<Options> = async (app, { publicUrl }) => {
  const base = publicUrl.replace(/\/$/, '');
  const host = new URL(base).host;

  app.get(
    calendarPath,
    {
      schema: {
        tags: ['offers'],
        summary: 'iCalendar file of an entry',
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,200}$/) }),
        querystring: z.object({ lang: localeSchema.optional() }),
      },
    },
    async (request, reply) => {
      const locale = request.query.lang ?? request.locale;
      const [row] = await app.db
        .select()
        .from(offers)
        .where(and(eq(offers.slug, request.params.slug), eq(offers.type, 'entry'), shownToVisitors))
        .limit(1);
      if (!row) throw new HttpError(404, 'Not found');
      const prefix = locale === 'en' ? '/en' : '';
      const address = [
        [row.street, row.streetNumber].filter(Boolean).join(' '),
        [row.zipcode, row.city].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', ');
      const title = pickText(row.title, locale);
      const events = entryEvents(`entry-${row.id}@${host}`, scheduleOf(row), {
        summary: title,
        description: pickText(row.description, locale),
        location: address,
        url: `${base}${prefix}/angebot/mitmachen/${row.slug}`,
        updated: row.updatedAt,
      });
      return sendCalendar(reply, row.slug, writeCalendar(title, events));
    },
  );
};

/** An offer's iCalendar file as a download named after its slug (entries, summer courses). */
export function sendCalendar(reply: FastifyReply, slug: string, calendar: string) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${slug}.ics"`)
    .header('Cache-Control', 'public, max-age=300')
    .send(calendar);
}
