import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatNumber,
  formatPrice,
  formatShortDate,
  formatShortDateTime,
  formatTime,
  intlLocale,
  weekdayName,
} from './format.ts';

describe('intlLocale', () => {
  it('writes German as de-DE and English as British English', () => {
    expect(intlLocale('de')).toBe('de-DE');
    expect(intlLocale('en')).toBe('en-GB');
  });
});

describe('dates on Hamburg time', () => {
  it('shows day and time in German and English', () => {
    expect(formatDate('2026-03-05T23:30:00Z', 'de')).toBe('06.03.2026');
    expect(formatDate('2026-03-05T23:30:00Z', 'en')).toBe('06/03/2026');
    expect(formatDateTime('2026-07-01T12:05:00Z', 'de')).toBe('01.07.2026, 14:05');
    expect(formatDateTime('2026-07-01T12:05:00Z', 'en')).toBe('01/07/2026, 14:05');
    expect(formatDate(new Date('2026-11-27T10:00:00Z'), 'de', { dateStyle: 'long' })).toBe(
      '27. November 2026',
    );
    expect(formatDate(new Date('2026-11-27T10:00:00Z'), 'en', { dateStyle: 'long' })).toBe(
      '27 November 2026',
    );
  });

  it('follows the change to and from summer time', () => {
    // Summer time began on 29 March 2026 at 01:00 UTC: the clock went from +1 to +2 hours.
    expect(formatTime('2026-03-29T00:30:00Z', 'de')).toBe('01:30');
    expect(formatTime('2026-03-29T01:30:00Z', 'de')).toBe('03:30');
    expect(formatTime('2026-03-29T01:30:00Z', 'en')).toBe('03:30');
    // And ended on 25 October 2026 at 01:00 UTC.
    expect(formatShortDateTime('2026-10-25T00:30:00Z')).toBe('25.10.26 02:30');
    expect(formatShortDateTime('2026-10-25T01:30:00Z')).toBe('25.10.26 02:30');
    // Late evening in UTC is already the next day in Hamburg, in winter and in summer.
    expect(formatShortDate('2026-01-31T23:30:00Z')).toBe('01.02.26');
    expect(formatShortDate('2026-06-30T22:30:00Z')).toBe('01.07.26');
  });

  it('writes the portal short form dd.mm.yy hh:mm on a 24-hour clock', () => {
    expect(formatShortDateTime('2025-06-07T16:30:00Z')).toBe('07.06.25 18:30');
    expect(formatShortDateTime('2025-01-03T08:05:00Z')).toBe('03.01.25 09:05');
    expect(formatShortDateTime('2025-03-09T23:00:00Z')).toBe('10.03.25 00:00');
    expect(formatShortDate('2025-12-31T12:00:00Z')).toBe('31.12.25');
  });

  it('gives an empty string for a date it cannot read', () => {
    expect(formatDate('soon', 'de')).toBe('');
    expect(formatTime('soon', 'en')).toBe('');
    expect(formatShortDateTime('soon')).toBe('');
    expect(formatCalendarDay('2026-02-30x', 'de')).toBe('');
  });

  it('keeps a calendar day the day it names', () => {
    expect(formatCalendarDay('2025-07-15', 'de', { day: '2-digit', month: '2-digit' })).toBe(
      '15.07.',
    );
    expect(formatCalendarDay('2025-07-15', 'en')).toBe('15/07/2025');
  });
});

describe('formatDateRange', () => {
  it('leaves out the date of an end on the same Hamburg day', () => {
    expect(formatDateRange({ at: '2026-10-24T16:00:00Z' }, { at: '2026-10-24T21:30:00Z' })).toEqual(
      { start: '24.10.26 18:00', end: '23:30' },
    );
    // 22:30 UTC is already 00:30 of the next day in Hamburg.
    expect(formatDateRange({ at: '2026-10-24T16:00:00Z' }, { at: '2026-10-24T22:30:00Z' })).toEqual(
      { start: '24.10.26 18:00', end: '25.10.26 00:30' },
    );
    expect(formatDateRange({ at: '2026-10-24T16:00:00Z' }, { at: '2026-10-25T22:30:00Z' })).toEqual(
      { start: '24.10.26 18:00', end: '25.10.26 23:30' },
    );
  });

  it('shows dates only for all-day sides and drops an end that reads as the start', () => {
    expect(
      formatDateRange(
        { at: '2026-06-01T10:00:00Z', allDay: true },
        { at: '2026-06-01T12:00:00Z', allDay: true },
      ),
    ).toEqual({ start: '01.06.26' });
    expect(formatDateRange({ at: '2026-06-01T10:00:00Z' }, null)).toEqual({
      start: '01.06.26 12:00',
    });
  });
});

describe('numbers and prices', () => {
  it('groups and separates as the language does', () => {
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(19, 'de', { maximumFractionDigits: 2 })).toBe('19');
    expect(formatNumber(7.25, 'de', { maximumFractionDigits: 1 })).toBe('7,3');
  });

  it('writes euros', () => {
    expect(formatPrice(1290, 'de')).toBe('12,90\u00a0€');
    expect(formatPrice(1290, 'en')).toBe('€12.90');
  });
});

describe('weekdayName', () => {
  it('names the week from Monday in both languages', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => weekdayName(i, 'de'))).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    expect(weekdayName(0, 'en')).toBe('Monday');
    expect(weekdayName(6, 'en')).toBe('Sunday');
    expect(weekdayName(1, 'de', 'short')).toBe('Di');
    expect(weekdayName(1, 'en', 'short')).toBe('Tue');
  });
});
