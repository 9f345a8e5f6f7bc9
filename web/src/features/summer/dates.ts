import type { Locale } from '../../../../domain/shared/locale.ts';
import { formatCalendarDay, formatDate, formatTime } from '../../../../domain/shared/format.ts';

// Course dates in Hamburg time whatever the device says, so server and browser agree.

/** "Di., 15.07.2025" / "Tue, 15/07/2025". */
export const courseDay = (iso: string, locale: Locale) =>
  formatDate(iso, locale, { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' });

/** "18:00". */
export const courseTime = (iso: string, locale: Locale) => formatTime(iso, locale);

/** A calendar day (yyyy-mm-dd) as "15.07." or "15/07", with the year when asked. */
export function calendarDay(day: string, locale: Locale, withYear = false) {
  return formatCalendarDay(day, locale, {
    day: '2-digit',
    month: '2-digit',
    ...(withYear ? { year: 'numeric' } : {}),
  });
}
