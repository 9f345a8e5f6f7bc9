/** Calendar arithmetic on Hamburg's clock (DST included, by @date-fns/tz). */
import { TZDate } from '@date-fns/tz';
import { portalTimeZone } from './time-zone.ts';

/** The instant of local midnight in Hamburg on the given calendar day (month 1–12). */
export function localMidnight(year: number, month: number, day: number): Date {
  return new Date(new TZDate(year, month - 1, day, portalTimeZone).getTime());
}

/** The calendar day in Hamburg at an instant (month 1–12). */
export function hamburgDay(at: Date): { year: number; month: number; day: number } {
  const local = new TZDate(at, portalTimeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

/** [start, end) of a calendar month in Hamburg. */
export function monthRange(year: number, month: number): [Date, Date] {
  const next = month === 12 ? [year + 1, 1] : [year, month + 1];
  return [localMidnight(year, month, 1), localMidnight(next[0] as number, next[1] as number, 1)];
}

/** [start, end) of one calendar day in Hamburg, from a yyyy-mm-dd string. */
export function dayRange(isoDate: string): [Date, Date] {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const start = localMidnight(y, m, d);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return [start, localMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate())];
}
