import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, defaultWeek, seasonWeeks } from './summer.ts';

const spec = { start: '2025-07-01', end: '2025-09-30' };
const demo = { start: '2026-10-26', end: '2027-01-24' };

describe('summer weeks', () => {
  it('steps through a season in 7-day weeks from its first day; the last may be short', () => {
    const weeks = seasonWeeks(spec);
    expect(weeks).toHaveLength(14);
    expect(weeks[1]).toEqual({ start: '2025-07-08', stop: '2025-07-14' });
    expect(weeks.at(-1)).toEqual({ start: '2025-09-30', stop: '2025-09-30' });
    expect(seasonWeeks(demo)).toHaveLength(13);
  });

  it('counts days across month and year ends', () => {
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05');
    expect(daysBetween('2025-07-01', '2025-09-30')).toBe(91);
  });

  it('opens on the week of today, before a season on its first and after all on the last', () => {
    expect(defaultWeek([spec, demo], '2025-07-09')).toEqual({
      start: '2025-07-08',
      stop: '2025-07-14',
    });
    expect(defaultWeek([demo, spec], '2026-01-01')).toEqual({
      start: '2026-10-26',
      stop: '2026-11-01',
    });
    expect(defaultWeek([spec], '2026-01-01')).toEqual({ start: '2025-09-30', stop: '2025-09-30' });
    expect(defaultWeek([], '2026-01-01')).toBeNull();
  });
});
