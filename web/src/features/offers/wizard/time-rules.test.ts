import { describe, expect, it } from 'vitest';
import {
  addWeekday,
  changeWeekday,
  freeDays,
  monthlyWeekdayValue,
  removeWeekday,
  setMonthlyMode,
} from './time-rules.ts';
import { emptyDraft } from './wizard-draft.ts';

describe('time step rules', () => {
  it('adds weekdays one at a time, the first free day each time, at most seven', () => {
    let draft = addWeekday(emptyDraft);
    expect(draft.days).toEqual(['monday']);
    expect(draft.monday).toBe(true);
    draft = addWeekday(draft);
    expect(draft.days).toEqual(['monday', 'tuesday']);
    for (let i = 0; i < 10; i++) draft = addWeekday(draft);
    expect(draft.days).toHaveLength(7);
    expect(freeDays(draft)).toEqual([]);
  });

  it('moves a day to a free one, clearing the old times; a taken day is refused', () => {
    let draft = addWeekday(addWeekday(emptyDraft));
    draft = { ...draft, monday_start: '18:00', monday_end: '19:30' };
    const moved = changeWeekday(draft, 'monday', 'thursday');
    expect(moved.days).toEqual(['thursday', 'tuesday']);
    expect(moved.monday).toBe(false);
    expect(moved.monday_start).toBeNull();
    expect(moved.thursday).toBe(true);
    expect(moved.thursday_start).toBeNull();
    expect(changeWeekday(draft, 'monday', 'tuesday')).toBe(draft);
  });

  it('removes a day with its times', () => {
    const draft = { ...addWeekday(emptyDraft), monday_start: '9:00' };
    const removed = removeWeekday(draft, 'monday');
    expect(removed.days).toEqual([]);
    expect(removed.monday).toBe(false);
    expect(removed.monday_start).toBeNull();
  });

  it('starts a monthly mode without a value', () => {
    const draft = { ...emptyDraft, monthly_mode: 'date' as const, monthly_value: '15.' };
    expect(setMonthlyMode(draft, 'weekday')).toMatchObject({
      monthly_mode: 'weekday',
      monthly_value: null,
    });
    expect(monthlyWeekdayValue('2', '3')).toBe('2|3');
    expect(monthlyWeekdayValue('2', '')).toBeNull();
  });
});
