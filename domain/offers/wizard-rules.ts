/**
 * Rules of the creation wizard that the form applies while the user types (spec/offers.md
 * §4 Target group rule, §5 Time step). Zod-free, so the wizard's steps can use them without
 * loading the schemas; domain/offers/wizard.ts builds the schemas on top of them.
 */
import {
  targetGroups,
  weekdays,
  type CreatableType,
  type TargetGroup,
  type Weekday,
} from './constants.ts';
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
  address: 'offerValidation.address',
} as const;

/** One message of the form-wide rules, on the form's field name. */
export type WizardIssue = { field: string; message: string };

type Loose = Record<string, unknown>;
const filled = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * A club location is found by its address (its detail shows it, spec/offers.md §2 Detail
 * panel); spots and entries may lie in a park without one.
 */
export const needsAddress = (type: CreatableType | null | undefined): boolean => type === 'place';

/**
 * The categories a save keeps: a suggestion replaces the choice, so a category ticked
 * before switching to suggest mode is never published with it.
 */
export function categoriesToSave(form: {
  categories?: readonly string[] | null;
  suggest_mode?: boolean | null;
}): string[] {
  return form.suggest_mode ? [] : [...(form.categories ?? [])];
}

/**
 * The categories step: at least one category, unless the user proposes one of their own
 * in suggest mode (then the text is required and ticked categories do not count).
 */
export function categoryIssues(value: Loose): WizardIssue[] {
  const issues: WizardIssue[] = [];
  const suggesting = value.suggest_mode === true;
  if (suggesting && !filled(value.suggest)) {
    issues.push({ field: 'suggest', message: wizardMessages.suggestRequired });
  }
  const chosen = Array.isArray(value.categories) ? value.categories.length : 0;
  if (suggesting ? !filled(value.suggest) : chosen === 0) {
    issues.push({ field: 'categories', message: wizardMessages.categoriesMin });
  }
  return issues;
}

/** The time step of entries (spec/offers.md §4 Time step, §5 Time step). */
export function timeIssues(value: Loose): WizardIssue[] {
  const issues: WizardIssue[] = [];
  const issue = (field: string, message: string) => issues.push({ field, message });
  const start = filled(value.start);
  const end = filled(value.end);
  if (value.repetition === 'none') {
    if (!start) issue('start', wizardMessages.required);
    if (!end) issue('end', wizardMessages.required);
  }
  if (start && end && isWizardDate(start) && isWizardDate(end) && end < start) {
    issue('end', wizardMessages.dateOrder);
  }
  if (value.repetition === 'weekly') {
    const chosen = weekdays.filter((day) => value[day] === true);
    if (chosen.length === 0) issue('weekdays', wizardMessages.weekdays);
    for (const day of chosen) {
      if (!filled(value[`${day}_start`])) issue(`${day}_start`, wizardMessages.required);
      if (!filled(value[`${day}_end`])) issue(`${day}_end`, wizardMessages.required);
    }
  }
  if (value.repetition === 'monthly') {
    const mode = value.monthly_mode;
    const rule = filled(value.monthly_value);
    if (mode !== 'weekday' && mode !== 'date') issue('monthly_mode', wizardMessages.required);
    else if (!rule) issue('monthly_value', wizardMessages.required);
    else if (!(mode === 'weekday' ? monthlyWeekdayPattern : monthlyDatePattern).test(rule)) {
      issue('monthly_value', wizardMessages.monthlyValue);
    }
  }
  return issues;
}

/** Where the offer is: an entry at a spot names the spot, a club location has an address. */
export function locationIssues(value: Loose): WizardIssue[] {
  const issues: WizardIssue[] = [];
  if (value.type === 'entry' && value.entry_location === 'spot' && !value.spot_id) {
    issues.push({ field: 'spot_id', message: wizardMessages.spot });
  }
  if (needsAddress(value.type as CreatableType) && !filled(value.street)) {
    issues.push({ field: 'street', message: wizardMessages.address });
  }
  return issues;
}

/** Every rule that reads more than one field, for the form of `value.type`. */
export function formIssues(value: Loose): WizardIssue[] {
  return [
    ...categoryIssues(value),
    ...(value.type === 'entry' ? timeIssues(value) : []),
    ...locationIssues(value),
  ];
}

/** What each form-wide rule may say on a field (weekday times share one entry). */
function ruleMessages(field: string): readonly string[] {
  const m = wizardMessages;
  if (/^[a-z]+day_(start|end)$/.test(field)) return [m.required];
  const byField: Record<string, readonly string[]> = {
    categories: [m.categoriesMin],
    suggest: [m.suggestRequired],
    weekdays: [m.weekdays],
    start: [m.required],
    end: [m.required, m.dateOrder],
    monthly_mode: [m.required],
    monthly_value: [m.required, m.monthlyValue],
    spot_id: [m.spot],
    street: [m.address],
  };
  return byField[field] ?? [];
}

/**
 * The shown errors after the form changed: a message of a form-wide rule that no longer
 * holds goes at once (adding a weekday clears "add at least one weekday"); other messages
 * and new problems wait for the next Next, so nothing turns red while the user types.
 */
export function revalidatedErrors(
  errors: Partial<Record<string, string>>,
  value: Loose,
): Partial<Record<string, string>> {
  const now = formIssues(value);
  const next: Partial<Record<string, string>> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (message === undefined) continue;
    const ruled = ruleMessages(field).includes(message);
    if (ruled && !now.some((issue) => issue.field === field && issue.message === message)) {
      continue;
    }
    next[field] = message;
  }
  return next;
}
