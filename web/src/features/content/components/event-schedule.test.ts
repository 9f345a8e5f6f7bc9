import { describe, expect, it } from 'vitest';
import { eventSchedule } from './event-schedule.ts';

const base = { event_end: null, event_allday: false, event_end_allday: false };

describe('event schedule', () => {
  it('shows start with time in Hamburg time and leaves out a missing end', () => {
    expect(eventSchedule({ ...base, event_start: '2026-07-04T16:00:00Z' })).toEqual({
      start: '04.07.26 18:00',
    });
  });

  it('shows only dates for all-day events', () => {
    expect(
      eventSchedule({
        ...base,
        event_start: '2026-12-24T00:00:00+01:00',
        event_end: '2026-12-26T00:00:00+01:00',
        event_allday: true,
        event_end_allday: true,
      }),
    ).toEqual({ start: '24.12.26', end: '26.12.26' });
  });

  it('drops an all-day end on the start day', () => {
    expect(
      eventSchedule({
        ...base,
        event_start: '2026-12-24T00:00:00+01:00',
        event_end: '2026-12-24T00:00:00+01:00',
        event_allday: true,
        event_end_allday: true,
      }),
    ).toEqual({ start: '24.12.26' });
  });

  it('gives only the end time when a timed event ends on its start day', () => {
    expect(
      eventSchedule({
        ...base,
        event_start: '2026-07-04T16:00:00Z',
        event_end: '2026-07-04T18:30:00Z',
      }),
    ).toEqual({ start: '04.07.26 18:00', end: '20:30' });
  });

  it('gives date and time of an end on another day', () => {
    expect(
      eventSchedule({
        ...base,
        event_start: '2026-07-04T16:00:00Z',
        event_end: '2026-07-05T08:00:00Z',
      }),
    ).toEqual({ start: '04.07.26 18:00', end: '05.07.26 10:00' });
  });
});
