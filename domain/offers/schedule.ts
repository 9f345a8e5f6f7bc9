/**
 * An entry's schedule (spec/offers.md §3 Entry, §5 Time step) in words and as RFC 5545
 * repeat rules. Times stay on the 24-hour clock in both languages: the spec's times run
 * to 29:59 (after midnight), which a 12-hour clock cannot say plainly. Hours from 24 on are
 * shown as the next morning's time ("22:00–01:30").
 */
import { weekdayName } from '../shared/format.ts';
import type { Locale } from '../shared/locale.ts';
import { weekdays, type Weekday } from './constants.ts';
import type { Schedule } from './types.ts';

/** "Montag" / "Monday": weekdays are in calendar order, Monday first. */
const dayName = (day: Weekday, locale: Locale) => weekdayName(weekdays.indexOf(day), locale);

const monthsEn = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const rruleDays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

const timePattern = /^(\d{1,2}):([0-5]\d)$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})/;

/** Minutes after the start of the day, or null; hours 0 to 29 as the spec allows. */
export function parseTime(value: string | null | undefined): number | null {
  const match = value ? timePattern.exec(value.trim()) : null;
  if (!match) return null;
  const hours = Number(match[1]);
  if (hours > 29) return null;
  return hours * 60 + Number(match[2]);
}

/** "HH:MM" on the clock: 25:30 reads 01:30. */
export function clockTime(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

type DateParts = { year: number; month: number; day: number };

/** "2026-07-12" (also the date part of an ISO timestamp), or null. */
export function parseDate(value: string | null | undefined): DateParts | null {
  const match = value ? datePattern.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

function formatDate(d: DateParts, locale: Locale): string {
  if (locale === 'de') {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(d.day)}.${pad(d.month)}.${pad(d.year % 100)}`;
  }
  return `${d.day} ${monthsEn[d.month - 1]} ${d.year}`;
}

function timeRange(start: string | null | undefined, end: string | null | undefined) {
  const from = parseTime(start);
  const to = parseTime(end);
  if (from === null) return '';
  return to === null ? clockTime(from) : `${clockTime(from)}–${clockTime(to)}`;
}

const ordinalEn = (n: number) => {
  const rest = n % 100;
  if (rest >= 11 && rest <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
};

/** 'n|d' of the monthly weekday mode: occurrence 1 to 4, weekday 1 (Monday) to 7. */
export function parseMonthlyWeekday(value: string | null | undefined) {
  const match = value ? /^([1-4])\|([1-7])$/.exec(value.trim()) : null;
  if (!match) return null;
  return { nth: Number(match[1]), weekday: weekdays[Number(match[2]) - 1]! };
}

/** 'n.' of the monthly date mode: day 1 to 31. */
export function parseMonthlyDate(value: string | null | undefined): number | null {
  const match = value ? /^(\d{1,2})\.?$/.exec(value.trim()) : null;
  const day = match ? Number(match[1]) : NaN;
  return day >= 1 && day <= 31 ? day : null;
}

/** The weekdays that carry a time, in calendar order. */
function scheduledDays(schedule: Schedule) {
  return weekdays.flatMap((day) => {
    const times = schedule.weekdays[day];
    return times ? [{ day, start: times.start, end: times.end }] : [];
  });
}

const join = (parts: string[]) => parts.filter((p) => p.length > 0).join(' ');

function period(schedule: Schedule, locale: Locale): string {
  const start = parseDate(schedule.start);
  const end = parseDate(schedule.end);
  if (start && end) {
    return locale === 'de'
      ? `(vom ${formatDate(start, locale)} bis ${formatDate(end, locale)})`
      : `(from ${formatDate(start, locale)} to ${formatDate(end, locale)})`;
  }
  if (start)
    return locale === 'de'
      ? `(ab ${formatDate(start, locale)})`
      : `(from ${formatDate(start, locale)})`;
  if (end)
    return locale === 'de'
      ? `(bis ${formatDate(end, locale)})`
      : `(until ${formatDate(end, locale)})`;
  return '';
}

/**
 * The schedule in words: "jeden Dienstag 18:00–19:30", "every 2nd Wednesday of the month
 * 19:00–20:30", "am 12.07.26, 18:00–20:00". Null when there is nothing to say.
 */
export function describeSchedule(schedule: Schedule | null, locale: Locale): string | null {
  if (!schedule?.repetition) return null;
  const de = locale === 'de';
  const times = timeRange(schedule.time_start, schedule.time_end);

  if (schedule.repetition === 'weekly') {
    const days = scheduledDays(schedule);
    if (days.length === 0) return null;
    // A start from 24:00 on is the next morning: name that day, as the calendar does.
    const each = days.map(({ day, start, end }) => {
      const shown = weekdays[nextDay(weekdays.indexOf(day), parseTime(start))]!;
      return join([de ? 'jeden' : 'every', dayName(shown, locale), timeRange(start, end)]);
    });
    return join([each.join(', '), period(schedule, locale)]);
  }

  if (schedule.repetition === 'monthly') {
    let text: string | null = null;
    if (schedule.monthly_mode === 'weekday') {
      const rule = parseMonthlyWeekday(schedule.monthly_value);
      if (rule) {
        const day = dayName(rule.weekday, locale);
        text = de
          ? `jeden ${rule.nth}. ${day} im Monat`
          : `every ${ordinalEn(rule.nth)} ${day} of the month`;
      }
    } else if (schedule.monthly_mode === 'date') {
      const day = parseMonthlyDate(schedule.monthly_value);
      if (day !== null) text = de ? `monatlich am ${day}.` : `monthly on the ${ordinalEn(day)}`;
    }
    if (!text) return null;
    return join([text, times, period(schedule, locale)]);
  }

  const start = parseDate(schedule.start);
  if (!start) return null;
  const end = parseDate(schedule.end);
  const sameDay =
    !end || (end.year === start.year && end.month === start.month && end.day === start.day);
  const dates = sameDay
    ? `${de ? 'am' : 'on'} ${formatDate(start, locale)}`
    : de
      ? `vom ${formatDate(start, locale)} bis ${formatDate(end, locale)}`
      : `from ${formatDate(start, locale)} to ${formatDate(end, locale)}`;
  return times ? `${dates}, ${times}` : dates;
}

/** UNTIL as the end of the last day in UTC, as RFC 5545 asks when DTSTART has a time zone. */
function until(schedule: Schedule): string {
  const end = parseDate(schedule.end);
  if (!end) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `;UNTIL=${end.year}${pad(end.month)}${pad(end.day)}T235959Z`;
}

/** One run of an entry for a calendar: the days share a start and end time. */
export type ScheduleSeries = {
  /** RFC 5545 RRULE value without the "RRULE:" prefix; null for a one-off. */
  rrule: string | null;
  /** Minutes after the start of the day the rule names (may exceed 24 h, spec §5). */
  start: number | null;
  end: number | null;
};

/**
 * A time from 24:00 on starts the next day, so a weekly rule moves to that day (Friday
 * 25:00 is Saturday 01:00). Monthly rules keep their day and their raw times: "the day
 * after the 2nd Wednesday" has no RRULE form, so a calendar writer expands those nights
 * into single dates (see `startsAfterMidnight`).
 */
const dayMinutes = 24 * 60;
const nextDay = (index: number, after: number | null) =>
  after !== null && after >= dayMinutes ? (index + 1) % 7 : index;

/**
 * The schedule as one or more repeat rules: weekly days with the same times share a rule
 * (FREQ=WEEKLY;BYDAY=TU,TH), monthly is BYDAY=2WE or BYMONTHDAY=15, UNTIL from the end date.
 * A one-off over several days with a time repeats daily until the end date.
 */
export function scheduleSeries(schedule: Schedule | null): ScheduleSeries[] {
  if (!schedule?.repetition) return [];
  if (schedule.repetition === 'weekly') {
    const groups = new Map<string, { start: number | null; end: number | null; days: number[] }>();
    for (const { day, start, end } of scheduledDays(schedule)) {
      const raw = parseTime(start);
      // The rule names the next day, so the times count from that day's midnight.
      const shift = raw !== null && raw >= dayMinutes ? dayMinutes : 0;
      const from = raw === null ? null : raw - shift;
      const parsedEnd = parseTime(end);
      const to = parsedEnd === null ? null : parsedEnd - shift;
      const key = `${from}-${to}`;
      const group = groups.get(key) ?? { start: from, end: to, days: [] };
      group.days.push(nextDay(weekdays.indexOf(day), raw));
      groups.set(key, group);
    }
    return [...groups.values()].map((g) => ({
      rrule: `FREQ=WEEKLY;BYDAY=${[...new Set(g.days)]
        .sort((a, b) => a - b)
        .map((d) => rruleDays[d])
        .join(',')}${until(schedule)}`,
      start: g.start,
      end: g.end,
    }));
  }
  const start = parseTime(schedule.time_start);
  const end = parseTime(schedule.time_end);
  if (schedule.repetition === 'monthly') {
    let by: string | null = null;
    if (schedule.monthly_mode === 'weekday') {
      const rule = parseMonthlyWeekday(schedule.monthly_value);
      if (rule) by = `BYDAY=${rule.nth}${rruleDays[weekdays.indexOf(rule.weekday)]}`;
    } else if (schedule.monthly_mode === 'date') {
      const day = parseMonthlyDate(schedule.monthly_value);
      if (day !== null) by = `BYMONTHDAY=${day}`;
    }
    return by ? [{ rrule: `FREQ=MONTHLY;${by}${until(schedule)}`, start, end }] : [];
  }
  const first = parseDate(schedule.start);
  if (!first) return [];
  const last = parseDate(schedule.end);
  const severalDays =
    last !== null &&
    start !== null &&
    Date.UTC(last.year, last.month - 1, last.day) >
      Date.UTC(first.year, first.month - 1, first.day);
  return [{ rrule: severalDays ? `FREQ=DAILY${until(schedule)}` : null, start, end }];
}

/** True when a series' rule names the evening before its start (monthly or one-off nights). */
export function startsAfterMidnight(series: ScheduleSeries): boolean {
  return series.start !== null && series.start >= dayMinutes;
}

/** The schedule's repeat rule when one rule says it all (the first series otherwise). */
export function scheduleRrule(schedule: Schedule | null): string | null {
  return scheduleSeries(schedule)[0]?.rrule ?? null;
}
