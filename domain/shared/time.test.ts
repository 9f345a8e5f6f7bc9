import { describe, expect, it } from 'vitest';
import { dayRange, localMidnight, monthRange } from './time.ts';

describe('Hamburg calendar ranges', () => {
  it('starts a winter day at 23:00 UTC and a summer day at 22:00 UTC the day before', () => {
    expect(localMidnight(2026, 1, 15).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(localMidnight(2026, 7, 1).toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('spans a month across the DST switch', () => {
    const [start, end] = monthRange(2026, 3);
    expect(start.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(monthRange(2026, 12)[1].toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('gives the day of the clock change 23 hours', () => {
    const [start, end] = dayRange('2026-03-29');
    expect((end.getTime() - start.getTime()) / 3600000).toBe(23);
  });
});
