import type { Locale } from '../../../../../domain/shared/locale.ts';
import { portalTimeZone } from '../../../../../domain/shared/time-zone.ts';

// Course dates in Hamburg time whatever the device says, so server and browser agree.
const tag = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'de-DE');

const cache = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag(locale), { timeZone: portalTimeZone, ...options });
    cache.set(key, f);
  }
  return f;
}

/** "Di., 15.07.2025" / "Tue, 15/07/2025". */
export const courseDay = (iso: string, locale: Locale) =>
  format(locale, { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  );

/** "18:00". */
export const courseTime = (iso: string, locale: Locale) =>
  format(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** A calendar day (yyyy-mm-dd) as "15.07." or "15/07", with the year when asked. */
export function calendarDay(day: string, locale: Locale, withYear = false) {
  return format(locale, {
    day: '2-digit',
    month: '2-digit',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
