import { portalTimeZone } from '../../../domain/shared/time-zone.ts';
/** A small iCalendar (RFC 5545) writer: escaping, 75-octet folding and UTC timestamps. */

export type CalendarEvent = {
  uid: string;
  start: Date;
  end: Date | null;
  allDay: boolean;
  summary: string;
  description: string;
  location: string;
  url: string;
  updated: Date;
  /** RFC 5545 RRULE value (without "RRULE:") for a repeating event. */
  rrule?: string;
  /**
   * Wall-clock times in Europe/Berlin instead of UTC: `start` and `end` then carry the local
   * time in their UTC fields. Repeat rules need this so 18:00 stays 18:00 across DST.
   */
  local?: boolean;
};

const localZone = portalTimeZone;
// The zone's rules since 1996 (EU summer time), so calendars need no outside zone data.
const berlinZone = [
  'BEGIN:VTIMEZONE',
  `TZID:${localZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const dateOnly = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');
const localStamp = (d: Date) => utcStamp(d).replace(/Z$/, '');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function writeCalendar(name: string, events: CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Active City Hamburg//Events//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${localZone}`,
  ];
  if (events.some((e) => e.local && !e.allDay)) lines.push(...berlinZone);
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${utcStamp(e.updated)}`);
    if (e.allDay) {
      lines.push(`DTSTART;VALUE=DATE:${dateOnly(e.start)}`);
      const end = e.end ?? new Date(e.start.getTime() + 86400000);
      lines.push(`DTEND;VALUE=DATE:${dateOnly(end)}`);
    } else if (e.local) {
      lines.push(`DTSTART;TZID=${localZone}:${localStamp(e.start)}`);
      if (e.end) lines.push(`DTEND;TZID=${localZone}:${localStamp(e.end)}`);
    } else {
      lines.push(`DTSTART:${utcStamp(e.start)}`);
      if (e.end) lines.push(`DTEND:${utcStamp(e.end)}`);
    }
    if (e.rrule) lines.push(`RRULE:${e.rrule}`);
    lines.push(
      `SUMMARY:${escapeText(e.summary)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      `LOCATION:${escapeText(e.location)}`,
      `URL:${e.url}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
