import { portalTimeZone } from '../../../domain/shared/time-zone.ts';

// Display formats of spec/portal.md §9. Dates are shown in Hamburg time whatever the
// visitor's device says, so everyone sees the same start time.
const timeZone = portalTimeZone;

const dateTimeParts = new Intl.DateTimeFormat('de-DE', {
  timeZone,
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(iso: string): Record<string, string> | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return Object.fromEntries(
    dateTimeParts.formatToParts(date).map((part) => [part.type, part.value]),
  );
}

/** 'dd.mm.yy hh:mm' (spec/portal.md §9 "Date display format"). Empty for a bad date. */
export function formatDateTime(iso: string): string {
  const p = parts(iso);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}` : '';
}

/** 'dd.mm.yy', for all-day events. */
export function formatDate(iso: string): string {
  const p = parts(iso);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/** Day of month and short month name for date badges ('07', 'Juni'). */
export function dayAndMonth(iso: string, locale: string): { day: string; month: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { day: '', month: '' };
  const day = new Intl.DateTimeFormat(locale, { timeZone, day: '2-digit' }).format(date);
  const month = new Intl.DateTimeFormat(locale, { timeZone, month: 'short' }).format(date);
  return { day, month };
}

/** Editorial rich text reduced to plain text for teasers (never injected as HTML). */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  if (typeof DOMParser !== 'undefined') {
    const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
    return text.replace(/\s+/g, ' ').trim();
  }
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
