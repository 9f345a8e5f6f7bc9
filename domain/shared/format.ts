/**
 * Dates, times, numbers and prices as the portal writes them, for the web and for the
 * server's pages and mails alike (plain Intl, no DOM or Node APIs). Instants are shown on
 * Hamburg's clock whatever the device or server says, so everyone sees the same time; Intl's
 * own time-zone data does that (summer time included), so the browser's bundle needs no
 * time-zone library for it.
 */
import type { Locale } from './locale.ts';
import { portalTimeZone } from './time-zone.ts';

/**
 * The language tag Intl gets: British English writes 27/11/2026 and 24-hour times, where a
 * bare 'en' would give the American 11/27/2026.
 */
export function intlLocale(locale: Locale): 'de-DE' | 'en-GB' {
  return locale === 'en' ? 'en-GB' : 'de-DE';
}

export type DateInput = Date | string | number;

// Building a formatter costs far more than using one; lists format hundreds of dates.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { timeZone: portalTimeZone, ...options });
    dateFormats.set(key, format);
  }
  return format;
}

function toDate(value: DateInput): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const numericDay = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
} as const satisfies Intl.DateTimeFormatOptions;

/**
 * An instant's day on Hamburg's clock: '27.11.2026' / '27/11/2026' unless the options ask
 * for other parts. Empty for a date it cannot read.
 */
export function formatDate(
  value: DateInput,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = numericDay,
): string {
  const date = toDate(value);
  return date ? dateFormat(intlLocale(locale), options).format(date) : '';
}

/** An instant's time on Hamburg's 24-hour clock ('18:00' in both languages). */
export function formatTime(value: DateInput, locale: Locale): string {
  const date = toDate(value);
  const options = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  return date ? dateFormat(intlLocale(locale), options).format(date) : '';
}

/** Day and time: '27.11.2026, 06:22' / '27/11/2026, 06:22'. */
export function formatDateTime(value: DateInput, locale: Locale): string {
  const date = toDate(value);
  const options = { ...numericDay, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  return date ? dateFormat(intlLocale(locale), options).format(date) : '';
}

/**
 * A calendar day (yyyy-mm-dd, no time of day) in the given parts: the day stays the day
 * it names, whatever the time zone. Empty for a day it cannot read.
 */
export function formatCalendarDay(
  day: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = numericDay,
): string {
  const date = toDate(`${day}T00:00:00Z`);
  return date ? dateFormat(intlLocale(locale), { ...options, timeZone: 'UTC' }).format(date) : '';
}

// spec/portal.md §9: teasers and event pages write 'dd.mm.yy hh:mm' in every language.
const shortParts = dateFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(value: DateInput): Record<string, string> | undefined {
  const date = toDate(value);
  if (!date) return undefined;
  return Object.fromEntries(shortParts.formatToParts(date).map((p) => [p.type, p.value]));
}

/** 'dd.mm.yy' on Hamburg's clock, the portal's short date. Empty for a bad date. */
export function formatShortDate(value: DateInput): string {
  const p = parts(value);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/** 'dd.mm.yy hh:mm' on Hamburg's clock, the portal's short date and time. */
export function formatShortDateTime(value: DateInput): string {
  const p = parts(value);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}` : '';
}

type RangeEnd = { at: DateInput; allDay?: boolean | undefined };

/**
 * A start and an end in the portal's short form. An all-day side shows its date only; an
 * end on the start's Hamburg day shows only its time; an end that reads the same as the
 * start, or none at all, is left out.
 */
export function formatDateRange(
  start: RangeEnd,
  end: RangeEnd | null | undefined,
): { start: string; end?: string } {
  const show = ({ at, allDay }: RangeEnd) =>
    allDay ? formatShortDate(at) : formatShortDateTime(at);
  const from = show(start);
  if (!end) return { start: from };
  let to = show(end);
  if (!start.allDay && !end.allDay && formatShortDate(start.at) === formatShortDate(end.at)) {
    to = to.slice(to.indexOf(' ') + 1);
  }
  return to && to !== from ? { start: from, end: to } : { start: from };
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A number as the language writes it: '1.234,5' / '1,234.5'. */
export function formatNumber(
  value: number,
  locale: Locale,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(locale, options).format(value);
}

/** A price in cents as the language writes euros: '12,90 €' / '€12.90'. */
export function formatPrice(cents: number, locale: Locale): string {
  return numberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

// 1 January 2024 was a Monday: the days after it give the week in ISO order.
const firstMonday = Date.UTC(2024, 0, 1);
const dayMs = 24 * 60 * 60 * 1000;

/** A weekday's name, 0 = Monday to 6 = Sunday: 'Montag' / 'Monday', 'Mo' / 'Mon' when short. */
export function weekdayName(
  index: number,
  locale: Locale,
  width: 'long' | 'short' = 'long',
): string {
  const day = new Date(firstMonday + (((index % 7) + 7) % 7) * dayMs);
  return dateFormat(intlLocale(locale), { weekday: width, timeZone: 'UTC' }).format(day);
}
