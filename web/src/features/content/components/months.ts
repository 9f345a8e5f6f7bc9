import { formatCalendarDay } from '../../../../../domain/shared/format.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { portalTimeZone } from '../../../../../domain/shared/time-zone.ts';

export type YearMonth = { year: number; month: number };

/** spec/portal.md §9: "Events month select: 12 months from now". */
export const monthsToChoose = 12;

/** The calendar month it is now in Hamburg, whatever the device's time zone. */
export function currentMonth(now: Date = new Date()): YearMonth {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: portalTimeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month') };
}

export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The current month and the eleven after it. */
export function upcomingMonths(now: Date = new Date()): YearMonth[] {
  const first = currentMonth(now);
  return Array.from({ length: monthsToChoose }, (_, i) => addMonths(first, i));
}

/** 'Dezember 2026' / 'December 2026'. */
export function monthLabel({ year, month }: YearMonth, locale: Locale): string {
  const day = `${year}-${String(month).padStart(2, '0')}-15`;
  return formatCalendarDay(day, locale, { month: 'long', year: 'numeric' });
}

export const monthKey = ({ year, month }: YearMonth) => `${year}-${month}`;

/**
 * month and year from the query when both are sensible (the API takes 2000–2100),
 * otherwise none: the page then shows the current month. The month select sent without
 * JavaScript gives both in one, `month=2026-12` (its option's `monthKey`).
 */
export function monthFromQuery(params: URLSearchParams): YearMonth | undefined {
  const [first = '', second] = (params.get('month') ?? '').split('-');
  const month = Number(second ?? first);
  const year = Number(second === undefined ? params.get('year') : first);
  if (!Number.isInteger(month) || month < 1 || month > 12) return undefined;
  if (!Number.isInteger(year) || year < 2000 || year > 2100) return undefined;
  return { year, month };
}

/**
 * The month the events page shows for its query: the month asked for when it is one of
 * `months` (the twelve to choose from), else the nearest of them (the first for a month that
 * cannot be read). `adjusted` says that the page shows another month than the address asks
 * for, so the page can tell the visitor instead of ignoring the address silently.
 */
export function monthToShow(
  params: URLSearchParams,
  months: YearMonth[],
): { month: YearMonth; adjusted: boolean } {
  const first = months[0]!;
  const last = months[months.length - 1]!;
  if (!params.has('month') && !params.has('year')) return { month: first, adjusted: false };
  const asked = monthFromQuery(params);
  if (!asked) return { month: first, adjusted: true };
  const index = (m: YearMonth) => m.year * 12 + m.month;
  if (index(asked) < index(first)) return { month: first, adjusted: true };
  if (index(asked) > index(last)) return { month: last, adjusted: true };
  return { month: asked, adjusted: false };
}
