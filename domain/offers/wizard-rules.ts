/**
 * Rules of the creation wizard that the form applies while the user types (spec/offers.md
 * §4 Target group rule, §5 Time step). Zod-free, so the wizard's steps can use them without
 * loading the schemas; domain/offers/wizard.ts builds the schemas on top of them.
 */
import { targetGroups, weekdays, type TargetGroup, type Weekday } from './constants.ts';
import type { Schedule, WeekdayTimes } from './types.ts';

/**
 * H:MM or HH:MM, hours 0 to 29 (a night running past midnight), minutes 00 to 59. A leading
 * zero is allowed ("09:30"): that is what a browser's time input hands over.
 */
export const wizardTimePattern = /^([01]?[0-9]|2[0-9]):[0-5][0-9]$/;

export const isWizardTime = (value: string): boolean => wizardTimePattern.test(value);

/** YYYY-MM-DD of a real calendar day. */
export function isWizardDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return (
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day
  );
}

/** 'n|d': the n-th (1 to 4) weekday d (1 Monday to 7 Sunday) of the month. */
export const monthlyWeekdayPattern = /^[1-4]\|[1-7]$/;
/** 'n.': day n (1 to 31) of the month. */
export const monthlyDatePattern = /^([1-9]|[12][0-9]|3[01])\.$/;

const specificGroups = targetGroups.filter((g) => g !== 'all');

/**
 * The stored form of a target group selection: in the canonical order, without
 * duplicates; 'all' when nothing, 'all' itself, or every specific group is chosen.
 */
export function canonicalTargetGroups(list: readonly TargetGroup[]): TargetGroup[] {
  const chosen = new Set(list);
  if (chosen.size === 0 || chosen.has('all')) return ['all'];
  if (specificGroups.every((g) => chosen.has(g))) return ['all'];
  return specificGroups.filter((g) => chosen.has(g));
}

/**
 * One click on a target group checkbox: choosing 'all' clears the others; choosing a
 * specific group while 'all' is set removes 'all'; unticking the last one falls back to
 * 'all'; ticking the fourth specific group collapses to 'all'.
 */
export function normaliseTargetGroups(
  prev: readonly TargetGroup[],
  toggled: TargetGroup,
): TargetGroup[] {
  if (toggled === 'all') return ['all'];
  const chosen = new Set(prev.filter((g) => g !== 'all'));
  if (chosen.has(toggled)) chosen.delete(toggled);
  else chosen.add(toggled);
  return canonicalTargetGroups([...chosen]);
}

/** Field names of one weekday in the form: `tuesday`, `tuesday_start`, `tuesday_end`. */
export const weekdayFields = (day: Weekday) =>
  ({ flag: day, start: `${day}_start`, end: `${day}_end` }) as const;

/** The time step's fields as the form holds them (all optional until validated). */
export type WizardTimeFields = {
  repetition?: 'none' | 'weekly' | 'monthly' | null;
  start?: string | null;
  end?: string | null;
  time_start?: string | null;
  time_end?: string | null;
  monthly_mode?: 'weekday' | 'date' | null;
  monthly_value?: string | null;
} & Partial<Record<Weekday, boolean | null>> &
  Partial<Record<`${Weekday}_start` | `${Weekday}_end`, string | null>>;

const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/**
 * The stored schedule of a validated time step (the offers table's columns, read by
 * domain/offers/schedule.ts). Only the fields of the chosen repetition are kept: a weekly
 * entry keeps its days, a monthly one its rule and a one-off its times.
 */
export function scheduleFromWizard(form: WizardTimeFields): Schedule {
  const repetition = form.repetition ?? null;
  const days: WeekdayTimes = {};
  if (repetition === 'weekly') {
    for (const day of weekdays) {
      const start = blankToNull(form[`${day}_start`]);
      const end = blankToNull(form[`${day}_end`]);
      if (form[day] && start && end) days[day] = { start, end };
    }
  }
  const monthly = repetition === 'monthly';
  return {
    repetition,
    start: blankToNull(form.start),
    end: blankToNull(form.end),
    time_start: repetition === 'weekly' ? null : blankToNull(form.time_start),
    time_end: repetition === 'weekly' ? null : blankToNull(form.time_end),
    weekdays: days,
    monthly_mode: monthly ? (form.monthly_mode ?? null) : null,
    monthly_value: monthly ? blankToNull(form.monthly_value) : null,
  };
}

/** The time step's fields of a stored schedule (edit mode pre-fills the form with these). */
export function wizardFromSchedule(schedule: Schedule | null): WizardTimeFields {
  if (!schedule) return { repetition: null };
  const fields: WizardTimeFields = {
    repetition: schedule.repetition,
    start: schedule.start,
    end: schedule.end,
    time_start: schedule.time_start,
    time_end: schedule.time_end,
    monthly_mode: schedule.monthly_mode,
    monthly_value: schedule.monthly_value,
  };
  for (const day of weekdays) {
    const times = schedule.weekdays[day];
    fields[day] = Boolean(times);
    if (times) {
      fields[`${day}_start`] = times.start;
      fields[`${day}_end`] = times.end;
    }
  }
  return fields;
}

/**
 * Message keys of the wizard's validation (translated under `offerValidation` in the
 * locales; the generic ones share the accounts forms' `validation.*` texts).
 */
export const wizardMessages = {
  required: 'validation.required',
  max: 'validation.max',
  url: 'validation.url',
  location: 'offerValidation.location',
  categoriesMin: 'offerValidation.categories.min',
  categoriesMax3: 'offerValidation.categories.max3',
  categoriesMax1: 'offerValidation.categories.max1',
  categoriesMax: 'offerValidation.categories.max',
  categoriesHidden: 'offerValidation.categories.hidden',
  categoriesUnknown: 'offerValidation.categories.unknown',
  suggestRequired: 'offerValidation.suggest.required',
  image: 'offerValidation.image',
  time: 'offerValidation.time',
  date: 'offerValidation.date',
  dateOrder: 'offerValidation.dateOrder',
  weekdays: 'offerValidation.weekdays',
  monthlyValue: 'offerValidation.monthlyValue',
  spot: 'offerValidation.spot',
  spotUnknown: 'offerValidation.spotUnknown',
  contactUrlOfficial: 'offerValidation.contactUrlOfficial',
} as const;
