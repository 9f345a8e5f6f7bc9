import { portalTimeZone } from '../../../domain/shared/time-zone.ts';

// Dates are shown in Hamburg time whatever the visitor's device says, so everyone sees the
// same start time. The portal's other date formats live in domain/shared/format.ts.
const timeZone = portalTimeZone;

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
