/**
 * The time step's editing rules (spec/offers.md §4 Time step): weekdays are added one at a
 * time, a day can move to another free day (its old times go), a monthly mode starts empty.
 */
import { weekdays, type Repetition, type Weekday } from '../../../../../domain/offers/constants.ts';
import type { WizardDraft } from './wizard-draft.ts';

type TimeDraft = Pick<WizardDraft, 'days' | 'repetition' | 'monthly_mode' | 'monthly_value'> &
  Partial<Record<Weekday, boolean | null>> &
  Partial<Record<`${Weekday}_start` | `${Weekday}_end`, string | null>>;

/** Days not yet in the weekly list, in calendar order. */
export function freeDays(draft: Pick<WizardDraft, 'days'>): Weekday[] {
  return weekdays.filter((day) => !draft.days.includes(day));
}

function clearDay<T extends TimeDraft>(draft: T, day: Weekday): T {
  return { ...draft, [day]: false, [`${day}_start`]: null, [`${day}_end`]: null };
}

export function setRepetition<T extends TimeDraft>(draft: T, repetition: Repetition): T {
  return { ...draft, repetition };
}

/** Adds the first free day as a new row; nothing when all seven are in. */
export function addWeekday<T extends TimeDraft>(draft: T): T {
  const day = freeDays(draft)[0];
  if (!day) return draft;
  return { ...clearDay(draft, day), [day]: true, days: [...draft.days, day] };
}

/** A row moves to another free day: same place in the list, empty times. */
export function changeWeekday<T extends TimeDraft>(draft: T, from: Weekday, to: Weekday): T {
  if (from === to || draft.days.includes(to)) return draft;
  const cleared = clearDay(clearDay(draft, from), to);
  return { ...cleared, [to]: true, days: draft.days.map((day) => (day === from ? to : day)) };
}

export function removeWeekday<T extends TimeDraft>(draft: T, day: Weekday): T {
  return { ...clearDay(draft, day), days: draft.days.filter((d) => d !== day) };
}

export function setMonthlyMode<T extends TimeDraft>(draft: T, mode: 'weekday' | 'date'): T {
  return { ...draft, monthly_mode: mode, monthly_value: null };
}

/** 'n|d' from its two selects; the half not chosen yet stays empty. */
export function monthlyWeekdayValue(nth: string, day: string): string | null {
  return nth && day ? `${nth}|${day}` : null;
}

export function splitMonthlyWeekday(value: string | null | undefined): [string, string] {
  const match = value ? /^([1-4])\|([1-7])$/.exec(value) : null;
  return match ? [match[1]!, match[2]!] : ['', ''];
}
