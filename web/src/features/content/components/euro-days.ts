import { formatCalendarDay } from '../../../../../domain/shared/format.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';

/** UEFA EURO 2024: the tournament's days, when the Euro page's calendar has something. */
export const euroFirstDay = '2024-06-14';
export const euroLastDay = '2024-07-14';
/** Hamburg's first match day: what the calendar shows first. */
export const euroDefaultDay = '2024-06-16';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day inside the tournament (yyyy-mm-dd compares as text). */
export function isEuroDay(value: string): boolean {
  if (!isoDay.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= euroFirstDay && value <= euroLastDay;
}

export function shiftDay(value: string, days: number): string {
  const date = new Date(`${value}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'Sonntag, 16. Juni 2024' / 'Sunday 16 June 2024'. */
export function longDay(value: string, locale: Locale): string {
  return formatCalendarDay(value, locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** 'dd.mm.yy' of a yyyy-mm-dd day, as every date of the portal (spec/portal.md §9). */
export function shortDay(value: string): string {
  const [year, month, day] = value.split('-');
  return `${day}.${month}.${year?.slice(2)}`;
}
