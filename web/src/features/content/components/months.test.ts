import { describe, expect, it } from 'vitest';
import { monthToShow, upcomingMonths } from './months.ts';

describe('the month the events page shows', () => {
  const months = upcomingMonths(new Date('2026-11-27T12:00:00Z'));
  const show = (query: string) => monthToShow(new URLSearchParams(query), months);

  it('shows a month of the twelve as asked', () => {
    expect(show('month=3&year=2027')).toEqual({ month: { year: 2027, month: 3 }, adjusted: false });
    expect(show('')).toEqual({ month: { year: 2026, month: 11 }, adjusted: false });
  });

  it('shows the nearest of the twelve for a month outside them, and says it did', () => {
    expect(show('month=5&year=2026')).toEqual({ month: { year: 2026, month: 11 }, adjusted: true });
    expect(show('month=12&year=2030')).toEqual({
      month: { year: 2027, month: 10 },
      adjusted: true,
    });
    expect(show('month=13&year=2026')).toEqual({
      month: { year: 2026, month: 11 },
      adjusted: true,
    });
  });
});
