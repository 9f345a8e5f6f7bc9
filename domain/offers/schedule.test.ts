import fc from 'fast-check';
import { RRule, rrulestr } from 'rrule';
import { describe, expect, it } from 'vitest';
import { weekdays } from './constants.ts';
import {
  clockTime,
  describeSchedule,
  parseTime,
  scheduleRrule,
  scheduleSeries,
} from './schedule.ts';
import type { Schedule } from './types.ts';

const base: Schedule = {
  repetition: null,
  start: null,
  end: null,
  time_start: null,
  time_end: null,
  weekdays: {},
  monthly_mode: null,
  monthly_value: null,
};

const weekly = (days: Schedule['weekdays'], extra: Partial<Schedule> = {}): Schedule => ({
  ...base,
  repetition: 'weekly',
  weekdays: days,
  ...extra,
});

describe('describeSchedule', () => {
  it('names each weekday with its times', () => {
    const s = weekly({
      tuesday: { start: '18:00', end: '19:30' },
      thursday: { start: '9:00', end: '10:00' },
    });
    expect(describeSchedule(s, 'de')).toBe(
      'jeden Dienstag 18:00–19:30, jeden Donnerstag 09:00–10:00',
    );
    expect(describeSchedule(s, 'en')).toBe('every Tuesday 18:00–19:30, every Thursday 09:00–10:00');
  });

  it('adds the period of a weekly offer', () => {
    const s = weekly(
      { monday: { start: '18:00', end: '19:00' } },
      { start: '2026-05-01', end: '2026-09-30' },
    );
    expect(describeSchedule(s, 'de')).toBe('jeden Montag 18:00–19:00 (vom 01.05.26 bis 30.09.26)');
    expect(describeSchedule(s, 'en')).toBe(
      'every Monday 18:00–19:00 (from 1 May 2026 to 30 Sep 2026)',
    );
  });

  it('reads times after midnight as the next morning', () => {
    const late = weekly({ friday: { start: '22:00', end: '25:30' } });
    expect(describeSchedule(late, 'de')).toBe('jeden Freitag 22:00–01:30');
    const night = weekly({ friday: { start: '25:00', end: '27:00' } });
    expect(describeSchedule(night, 'en')).toBe('every Saturday 01:00–03:00');
  });

  it('describes the monthly weekday and date modes', () => {
    const nth: Schedule = {
      ...base,
      repetition: 'monthly',
      monthly_mode: 'weekday',
      monthly_value: '2|3',
      time_start: '19:00',
      time_end: '20:30',
    };
    expect(describeSchedule(nth, 'de')).toBe('jeden 2. Mittwoch im Monat 19:00–20:30');
    expect(describeSchedule(nth, 'en')).toBe('every 2nd Wednesday of the month 19:00–20:30');
    const date: Schedule = {
      ...base,
      repetition: 'monthly',
      monthly_mode: 'date',
      monthly_value: '15.',
    };
    expect(describeSchedule(date, 'de')).toBe('monatlich am 15.');
    expect(describeSchedule(date, 'en')).toBe('monthly on the 15th');
  });

  it('describes a one-off on one day or over several', () => {
    const once: Schedule = {
      ...base,
      repetition: 'none',
      start: '2026-07-12',
      time_start: '18:00',
      time_end: '20:00',
    };
    expect(describeSchedule(once, 'de')).toBe('am 12.07.26, 18:00–20:00');
    expect(describeSchedule(once, 'en')).toBe('on 12 Jul 2026, 18:00–20:00');
    const span = { ...once, end: '2026-07-14', time_start: null, time_end: null };
    expect(describeSchedule(span, 'de')).toBe('vom 12.07.26 bis 14.07.26');
  });

  it('says nothing when there is nothing to say', () => {
    expect(describeSchedule(null, 'de')).toBeNull();
    expect(describeSchedule(base, 'de')).toBeNull();
    expect(describeSchedule(weekly({}), 'de')).toBeNull();
    expect(describeSchedule({ ...base, repetition: 'none' }, 'en')).toBeNull();
    expect(
      describeSchedule(
        { ...base, repetition: 'monthly', monthly_mode: 'weekday', monthly_value: '5|9' },
        'de',
      ),
    ).toBeNull();
  });
});

describe('scheduleSeries and scheduleRrule', () => {
  it('groups weekdays with equal times into one weekly rule', () => {
    const s = weekly(
      {
        tuesday: { start: '18:00', end: '19:30' },
        thursday: { start: '18:00', end: '19:30' },
        saturday: { start: '10:00', end: '11:00' },
      },
      { end: '2026-09-30' },
    );
    expect(scheduleSeries(s)).toEqual([
      { rrule: 'FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20260930T235959Z', start: 1080, end: 1170 },
      { rrule: 'FREQ=WEEKLY;BYDAY=SA;UNTIL=20260930T235959Z', start: 600, end: 660 },
    ]);
  });

  it('moves a weekly start after midnight to the next day', () => {
    expect(scheduleSeries(weekly({ sunday: { start: '24:30', end: '26:00' } }))).toEqual([
      { rrule: 'FREQ=WEEKLY;BYDAY=MO', start: 30, end: 120 },
    ]);
  });

  it('builds monthly rules', () => {
    const nth: Schedule = {
      ...base,
      repetition: 'monthly',
      monthly_mode: 'weekday',
      monthly_value: '2|3',
    };
    expect(scheduleRrule(nth)).toBe('FREQ=MONTHLY;BYDAY=2WE');
    expect(
      scheduleRrule({ ...base, repetition: 'monthly', monthly_mode: 'date', monthly_value: '15.' }),
    ).toBe('FREQ=MONTHLY;BYMONTHDAY=15');
  });

  it('gives a one-off no rule, and several days a daily one', () => {
    const once: Schedule = {
      ...base,
      repetition: 'none',
      start: '2026-07-12',
      time_start: '18:00',
    };
    expect(scheduleSeries(once)).toEqual([{ rrule: null, start: 1080, end: null }]);
    expect(scheduleRrule({ ...once, end: '2026-07-14' })).toBe('FREQ=DAILY;UNTIL=20260714T235959Z');
  });
});

const hhmm = fc
  .tuple(fc.integer({ min: 0, max: 29 }), fc.integer({ min: 0, max: 59 }), fc.boolean())
  .map(([h, m, pad]) => `${pad ? String(h).padStart(2, '0') : h}:${String(m).padStart(2, '0')}`);
const isoDate = fc
  .date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const validSchedule: fc.Arbitrary<Schedule> = fc.oneof(
  fc
    .record({
      days: fc.dictionary(fc.constantFrom(...weekdays), fc.record({ start: hhmm, end: hhmm }), {
        minKeys: 1,
      }),
      end: fc.option(isoDate, { nil: null }),
    })
    .map(({ days, end }) => weekly(days, { end })),
  fc
    .record({
      nth: fc.integer({ min: 1, max: 4 }),
      day: fc.integer({ min: 1, max: 7 }),
      time: fc.option(hhmm, { nil: null }),
    })
    .map(({ nth, day, time }) => ({
      ...base,
      repetition: 'monthly' as const,
      monthly_mode: 'weekday' as const,
      monthly_value: `${nth}|${day}`,
      time_start: time,
    })),
  fc.integer({ min: 1, max: 31 }).map((day) => ({
    ...base,
    repetition: 'monthly' as const,
    monthly_mode: 'date' as const,
    monthly_value: `${day}.`,
  })),
  fc.record({ start: isoDate, end: isoDate, time: hhmm }).map(({ start, end, time }) => ({
    ...base,
    repetition: 'none' as const,
    start,
    end: end > start ? end : null,
    time_start: time,
  })),
);

describe('every valid schedule', () => {
  it('yields words in both languages and rules the rrule package accepts', () => {
    fc.assert(
      fc.property(validSchedule, (schedule) => {
        expect(describeSchedule(schedule, 'de')).toBeTruthy();
        expect(describeSchedule(schedule, 'en')).toBeTruthy();
        const series = scheduleSeries(schedule);
        expect(series.length).toBeGreaterThan(0);
        for (const { rrule } of series) {
          if (rrule === null) continue;
          const rule = rrulestr(`DTSTART:20260101T000000Z\nRRULE:${rrule}`);
          expect(rule).toBeInstanceOf(RRule);
          // Expanding must work too: a calendar app does exactly that.
          expect(() => rule.all((_, i) => i < 3)).not.toThrow();
          expect(rule.options.freq).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('reads every spec time back on the clock', () => {
    fc.assert(
      fc.property(hhmm, (time) => {
        const minutes = parseTime(time);
        expect(minutes).not.toBeNull();
        expect(clockTime(minutes!)).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      }),
    );
  });
});
