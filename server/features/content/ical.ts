import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, escape } from 'ical-generator';
import { portalTimeZone } from '../../../domain/shared/time-zone.ts';

/**
 * The portal's one iCalendar (RFC 5545) writer, on `ical-generator`: the events feed, an
 * entry's calendar file and a summer course's dates all go through `writeCalendar`.
 */

export type CalendarEvent = {
  /** Stable per event, so a subscribed calendar updates an event instead of adding one. */
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
].join('\r\n');

const day = 86_400_000;

/**
 * The library writes a zoned time from the date's own clock: a plain Date would read the
 * server's zone, a TZDate reads Hamburg's whatever zone the server runs in.
 */
const wallClock = (d: Date) =>
  new TZDate(
    d.getUTCFullYear(),
    d.getUTCMonth(),
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    localZone,
  );

export function writeCalendar(name: string, events: CalendarEvent[]): string {
  const calendar = ical({
    // The library writes the name as given; it is text, so it is escaped here.
    name: escape(name, false),
    prodId: '//Active City Hamburg//Events//DE',
    scale: 'gregorian',
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: that would write DTSTAMP and the UTC events in local time.
    // Events in Hamburg time name the zone themselves and get this VTIMEZONE once.
    timezone: { name: null, generator: (zone) => (zone === localZone ? berlinZone : null) },
  });
  for (const e of events) {
    const zoned = Boolean(e.local) && !e.allDay;
    const at = (d: Date) => (zoned ? wallClock(d) : d);
    calendar.createEvent({
      id: e.uid,
      stamp: e.updated,
      allDay: e.allDay,
      start: at(e.start),
      // An all-day event without an end lasts its one day.
      end: e.allDay ? (e.end ?? new Date(e.start.getTime() + day)) : e.end && at(e.end),
      timezone: zoned ? localZone : null,
      repeating: e.rrule ?? null,
      summary: e.summary,
      description: e.description || null,
      location: e.location || null,
      url: e.url,
    });
  }
  // Every content line ends in CRLF, the last one too (RFC 5545 §3.1).
  return `${calendar.toString()}\r\n`;
}
