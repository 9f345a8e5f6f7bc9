/**
 * Summer courses as editors keep them in the backend (decision 038): the course form, the
 * record the backend reads, and the programme import. The fields and their rules are the
 * creation wizard's (domain/offers/wizard.ts), taken from its schema field by field; only
 * what a summer course has beyond an entry (organizer, repetition type, single dates) is
 * defined here.
 */
import { z } from 'zod';
import { weekdays, type Weekday } from '../offers/constants.ts';
import { daysBetween, summerRepetitionTypes } from './summer.ts';
import {
  entryFormSchema,
  spotFormSchema,
  isWizardDate,
  wizardMessages as m,
  wizardTimePattern,
} from '../offers/wizard.ts';
import { listQueryBase } from '../backend/api.ts';
import { slug } from '../content/backend.ts';

const wizard = entryFormSchema.shape;

/** A course's dates may span at most this many days (the calendar's rebuild stops there). */
export const summerCourseMaxSpanDays = 366;
/** Single dates of one course (repetition "other"). */
export const summerCourseMaxDates = 120;

/** German required, English optional (the portal falls back to German). */
const localized = (max: number) =>
  z.object(
    {
      de: z.string(m.required).trim().min(1, m.required).max(max, m.max),
      en: z.string().trim().max(max, m.max).optional(),
    },
    m.required,
  );

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m.max)
    .nullish()
    .transform((v) => (v ? v : null));

const weekdayShape = Object.fromEntries(
  weekdays.flatMap((day) => [
    [day, wizard[day]],
    [`${day}_start`, wizard[`${day}_start`]],
    [`${day}_end`, wizard[`${day}_end`]],
  ]),
) as {
  [K in Weekday]: (typeof wizard)['monday'];
} & {
  [K in `${Weekday}_${'start' | 'end'}`]: (typeof wizard)['monday_start'];
};

type Loose = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * When a course takes place, by its repetition (spec/offers.md §3 Summer event): weekly on
 * the weekdays that have times between the first and the last day, daily between them at one
 * time, or on single dates at one time.
 */
function scheduleRules(value: Loose, ctx: z.RefinementCtx) {
  // One message a field: the first rule it breaks.
  const issued = new Set<string>();
  const issue = (path: string, message: string) => {
    if (issued.has(path)) return;
    issued.add(path);
    ctx.addIssue({ code: 'custom', path: [path], message });
  };
  const start = text(value.start);
  const end = text(value.end);
  const type = value.repetition_type;
  // A course's times are clock times of one day: the wizard's hours past midnight (up to 29)
  // would not make a date. Days stay in years the calendar can hold.
  for (const field of [
    'time_start',
    'time_end',
    ...weekdays.flatMap((d) => [`${d}_start`, `${d}_end`]),
  ]) {
    const time = text(value[field]);
    if (time && wizardTimePattern.test(time) && !clockTime.test(time))
      issue(field, 'validation.clock_time');
  }
  // (The wizard's own rule reports days that are no calendar day at all.)
  for (const field of ['start', 'end']) {
    const day = text(value[field]);
    if (day && isWizardDate(day) && !isIsoDay(day)) issue(field, m.date);
  }
  if (type === 'weekly' || type === 'daily') {
    if (!start) issue('start', m.required);
    if (!end) issue('end', m.required);
    if (start && end && isIsoDay(start) && isIsoDay(end)) {
      if (end < start) issue('end', m.dateOrder);
      else if (daysBetween(start, end) > summerCourseMaxSpanDays) issue('end', 'validation.span');
    }
  }
  if (type === 'weekly') {
    const chosen = weekdays.filter((day) => value[day] === true);
    if (chosen.length === 0) issue('weekdays', m.weekdays);
    for (const day of chosen) {
      if (!text(value[`${day}_start`])) issue(`${day}_start`, m.required);
    }
  } else if (type === 'daily' || type === 'other') {
    if (!text(value.time_start)) issue('time_start', m.required);
  }
  if (type === 'other' && !(Array.isArray(value.dates) && value.dates.length > 0)) {
    issue('dates', m.required);
  }
}

/** The course form of the backend; the import checks each row of a file with it too. */
export const summerCourseInputSchema = z
  .object({
    slug,
    title: localized(100),
    description: localized(500),
    // One category: the calendar filters courses by it (decision 028).
    categories: spotFormSchema.shape.categories,
    image: wizard.image,
    map_latitude: wizard.map_latitude,
    map_longitude: wizard.map_longitude,
    street: wizard.street,
    street_number: wizard.street_number,
    zipcode: wizard.zipcode,
    city: wizard.city,
    location_name: optionalText(200),
    organizer: optionalText(200),
    organizer_url: wizard.contact_url,
    logo_url: optionalText(256),
    registration_url: wizard.contact_url,
    is_registration: z.boolean().default(false),
    hide_end_time: z.boolean().default(false),
    free_offer: wizard.free_offer,
    barrier_free: wizard.barrier_free,
    repetition_type: z.enum(summerRepetitionTypes, m.required),
    start: wizard.start,
    end: wizard.end,
    time_start: wizard.time_start,
    time_end: wizard.time_end,
    ...weekdayShape,
    dates: z
      .array(z.string(m.date).trim().refine(isIsoDay, m.date), m.date)
      .max(summerCourseMaxDates, m.max)
      .default([]),
    /** The record's change time as read: a newer one on the server answers 409. */
    updated_at: z.string().max(40).optional(),
  })
  .superRefine((value, ctx) => scheduleRules(value as unknown as Loose, ctx), {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

/** Hours 0 to 23: what PostgreSQL's time of day accepts. */
const clockTime = /^([01]?[0-9]|2[0-3]):[0-5][0-9]$/;

/** A calendar day of a year the calendar can hold (PostgreSQL has no year 0). */
function isIsoDay(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || Number(match[1]) < 2000 || Number(match[1]) > 2100) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

export type SummerCourseInput = z.input<typeof summerCourseInputSchema>;
export type SummerCourseForm = z.output<typeof summerCourseInputSchema>;

/** A course as the backend reads it: the form's fields plus what the save derived. */
export const summerCourseRecordSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.object({ de: z.string(), en: z.string().optional() }),
  description: z.object({ de: z.string(), en: z.string().optional() }),
  categories: z.array(z.string()),
  image: z.string().nullable(),
  map_latitude: z.number(),
  map_longitude: z.number(),
  street: z.string().nullable(),
  street_number: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  location_name: z.string().nullable(),
  organizer: z.string().nullable(),
  organizer_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  registration_url: z.string().nullable(),
  is_registration: z.boolean(),
  hide_end_time: z.boolean(),
  free_offer: z.boolean(),
  barrier_free: z.boolean(),
  repetition_type: z.enum(summerRepetitionTypes).nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  time_start: z.string().nullable(),
  time_end: z.string().nullable(),
  ...(Object.fromEntries(
    weekdays.flatMap((day) => [
      [day, z.boolean()],
      [`${day}_start`, z.string().nullable()],
      [`${day}_end`, z.string().nullable()],
    ]),
  ) as { [K in Weekday]: z.ZodBoolean } & {
    [K in `${Weekday}_${'start' | 'end'}`]: z.ZodNullable<z.ZodString>;
  }),
  dates: z.array(z.string()),
  district: z.string().nullable().describe('Set from the point on save (decision 029)'),
  date_count: z.number().int().describe('Calendar dates the save wrote (decision 028)'),
  hidden: z.boolean().describe('Hidden by a moderator: no calendar dates while hidden'),
  updated_at: z.string(),
});
export type SummerCourseRecord = z.infer<typeof summerCourseRecordSchema>;

export const summerCourseListQuerySchema = z.object({
  ...listQueryBase,
  sort: z.enum(['title', 'start', 'updated_at']).optional(),
  repetition_type: z.enum(summerRepetitionTypes).optional(),
  category: z.string().max(64).optional(),
});

/** At most this much CSV text per import (a season's programme is a few hundred rows). */
export const summerImportMaxChars = 900_000;
export const summerImportMaxRows = 2000;

/** The import call: the file's text; with `dry_run` nothing is written. */
export const summerImportInputSchema = z.object({
  csv: z.string('validation.required').min(1, 'validation.required').max(summerImportMaxChars),
  dry_run: z.boolean().default(true),
});

/** What happens (preview) or happened (commit) to one row of the file. */
export const summerImportRowSchema = z.object({
  /** Line of the file, counting the header as line 1. */
  row: z.number().int(),
  slug: z.string().nullable(),
  title: z.string().nullable(),
  action: z.enum(['create', 'update', 'error']),
  /** Messages by CSV column; empty unless `action` is `error`. */
  errors: z.record(z.string(), z.array(z.string())),
  id: z.number().int().nullable().describe('The course written (commit only)'),
});
export type SummerImportRow = z.infer<typeof summerImportRowSchema>;

export const summerImportResultSchema = z.object({
  dry_run: z.boolean(),
  rows: z.array(summerImportRowSchema),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
});
export type SummerImportResult = z.infer<typeof summerImportResultSchema>;
