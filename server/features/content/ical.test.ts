import { afterEach, describe, expect, it } from 'vitest';
import { writeCalendar, type CalendarEvent } from './ical.ts';

/** Unfolds RFC 5545 continuation lines so assertions read whole properties. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const linesOf = (ics: string) => unfold(ics).split('\r\n');

const base: CalendarEvent = {
  uid: 'entry-7-0@portal.example',
  start: new Date('2026-05-05T18:00:00Z'),
  end: new Date('2026-05-05T19:30:00Z'),
  allDay: false,
  summary: 'Lauftreff',
  description: 'Wir laufen.',
  location: 'Schöne Aussicht 1, 22085 Hamburg',
  url: 'https://portal.example/angebot/mitmachen/lauftreff',
  updated: new Date('2026-04-01T08:15:30.250Z'),
};

describe('writeCalendar', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('writes a weekly series in Hamburg wall-clock time with its zone and rule', () => {
    const ics = writeCalendar('Lauftreff', [
      { ...base, local: true, rrule: 'FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20260930T235959Z' },
    ]);
    const lines = linesOf(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines).toContain('TZID:Europe/Berlin');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(lines).toContain('UID:entry-7-0@portal.example');
    expect(lines).toContain('DTSTAMP:20260401T081530Z');
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20260505T180000');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20260505T193000');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20260930T235959Z');
    expect(lines).toContain('LOCATION:Schöne Aussicht 1\\, 22085 Hamburg');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('writes the same file whatever zone the server runs in', () => {
    const events = [
      { ...base, local: true },
      { ...base, uid: 'u2' },
    ];
    process.env.TZ = 'Pacific/Auckland';
    const auckland = writeCalendar('x', events);
    process.env.TZ = 'America/Los_Angeles';
    const losAngeles = writeCalendar('x', events);
    expect(auckland).toBe(losAngeles);
    expect(linesOf(auckland)).toContain('DTSTART;TZID=Europe/Berlin:20260505T180000');
  });

  it('writes single events in UTC, without a zone, and keeps their ids', () => {
    const ics = writeCalendar('Events', [base, { ...base, uid: 'event-8@portal.example' }]);
    const lines = linesOf(ics);
    expect(lines).not.toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('DTSTART:20260505T180000Z');
    expect(lines).toContain('DTEND:20260505T193000Z');
    expect(lines.filter((l) => l.startsWith('UID:'))).toEqual([
      'UID:entry-7-0@portal.example',
      'UID:event-8@portal.example',
    ]);
    expect(lines.some((l) => l.startsWith('RRULE:'))).toBe(false);
    // The same input gives the same file: subscribed calendars see no changed events.
    expect(writeCalendar('Events', [base])).toBe(writeCalendar('Events', [base]));
  });

  it('writes all-day events as dates, one day long when they have no end', () => {
    const lines = linesOf(
      writeCalendar('Events', [
        { ...base, allDay: true, local: true, start: new Date('2026-07-12T00:00:00Z'), end: null },
      ]),
    );
    expect(lines).toContain('DTSTART;VALUE=DATE:20260712');
    expect(lines).toContain('DTEND;VALUE=DATE:20260713');
    expect(lines).not.toContain('BEGIN:VTIMEZONE');
  });

  it('leaves out the end of an event whose end is hidden', () => {
    const lines = linesOf(writeCalendar('Kurs', [{ ...base, end: null }]));
    expect(lines).toContain('DTSTART:20260505T180000Z');
    expect(lines.some((l) => l.startsWith('DTEND'))).toBe(false);
  });

  it('escapes text, the calendar name included', () => {
    const lines = linesOf(
      writeCalendar('Sport, Spiel; Spaß', [
        { ...base, summary: 'A, B; C\\D', description: 'Zeile 1\nZeile 2' },
      ]),
    );
    expect(lines).toContain('X-WR-CALNAME:Sport\\, Spiel\\; Spaß');
    expect(lines).toContain('SUMMARY:A\\, B\\; C\\\\D');
    expect(lines).toContain('DESCRIPTION:Zeile 1\\nZeile 2');
  });

  it('folds long lines at 75 octets without splitting characters', () => {
    const summary = `${'Ü'.repeat(60)} ${'🏃'.repeat(30)}`;
    const ics = writeCalendar('x', [{ ...base, summary }]);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(linesOf(ics)).toContain(`SUMMARY:${summary}`);
    expect(ics).not.toContain('\uFFFD');
  });
});
