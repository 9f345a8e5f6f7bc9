/** Target groups and schedules of the demo city's entries (spec/offers.md §3 Entry). */
import { weekdays as weekdayNames } from '../../../domain/offers/constants.ts';
import type { Random } from './random.ts';
import type { EntryKind } from './offer-kinds.ts';
import type { SeedOffer } from './offers.ts';

export function targetGroupsFor(kind: EntryKind, random: Random): string[] {
  if (kind.groups && random.chance(0.7)) return [...kind.groups];
  if (random.chance(0.5)) return ['all'];
  return random.sample(['kids', 'youths', 'adults', 'seniors'], random.int(1, 2));
}

type ScheduleFields = Pick<
  SeedOffer,
  | 'repetition'
  | 'startDate'
  | 'endDate'
  | 'timeStart'
  | 'timeEnd'
  | 'weekdays'
  | 'monthlyMode'
  | 'monthlyValue'
>;

/** Mostly weekly on one or two days, some monthly, some once (spec/offers.md §3 Entry). */
export function scheduleFor(random: Random, now: Date): ScheduleFields {
  const hour = random.pick([7, 9, 10, 17, 18, 19]);
  const minute = random.pick([0, 30]);
  const length = random.pick([60, 90]);
  const timeStart = hhmm(hour, minute);
  const timeEnd = hhmm(hour + Math.floor((minute + length) / 60), (minute + length) % 60);
  const none = {
    startDate: null,
    endDate: null,
    timeStart: null,
    timeEnd: null,
    weekdays: null,
    monthlyMode: null,
    monthlyValue: null,
  };
  const roll = random.next();
  if (roll < 0.7) {
    const days = random.sample(weekdayNames, random.chance(0.6) ? 1 : 2);
    const weekdays: Record<string, { start: string; end: string }> = {};
    for (const day of weekdayNames) {
      if (days.includes(day)) weekdays[day] = { start: timeStart, end: timeEnd };
    }
    return { ...none, repetition: 'weekly', weekdays };
  }
  if (roll < 0.85) {
    const byWeekday = random.chance(0.6);
    return {
      ...none,
      repetition: 'monthly',
      timeStart,
      timeEnd,
      monthlyMode: byWeekday ? 'weekday' : 'date',
      monthlyValue: byWeekday ? `${random.int(1, 4)}|${random.int(1, 7)}` : `${random.int(1, 28)}.`,
    };
  }
  const start = new Date(now.getTime() + random.int(3, 90) * 86400000);
  const end = new Date(start.getTime() + random.int(0, 2) * 86400000);
  return {
    ...none,
    repetition: 'none',
    startDate: isoDate(start),
    endDate: isoDate(end),
    timeStart,
    timeEnd,
  };
}

export const hhmm = (h: number, m: number) =>
  `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
