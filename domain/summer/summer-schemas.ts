/**
 * Contracts of the summer calls of spec/offers.md §7 (`api.summerevent.list`,
 * `api.summerevent.base`, `api.summerevent` by id and slug), snake_case like the spec. The
 * browser only imports the inferred types (type-only, decision 008).
 */
import { z } from 'zod';
import { categorySchema } from '../offers/answers.ts';
import {
  daysBetween,
  summerMaxLimit,
  summerMaxPage,
  summerMaxRangeDays,
  summerPageSize,
  summerRepetitionTypes,
} from './summer.ts';

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'format yyyy-mm-dd')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
      new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'not a calendar day',
  );
const slug = z.string().regex(/^[a-z0-9-]{1,64}$/, 'invalid slug');

/** `api.summerevent.list`: a range of days (a week), optional filters, a page. */
export const summerListQuerySchema = z
  .object({
    start: isoDay.optional().describe('First day (Hamburg), default: the current week'),
    stop: isoDay.optional().describe('Last day, included'),
    category: slug.optional(),
    district: slug.optional(),
    limit: z.coerce.number().int().min(1).max(summerMaxLimit).default(summerPageSize),
    page: z.coerce.number().int().min(1).max(summerMaxPage).default(1),
  })
  .superRefine((q, ctx) => {
    if ((q.start === undefined) !== (q.stop === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['stop'], message: 'start and stop go together' });
    } else if (q.start !== undefined && q.stop !== undefined) {
      const span = daysBetween(q.start, q.stop);
      if (span < 0) ctx.addIssue({ code: 'custom', path: ['stop'], message: 'before start' });
      else if (span >= summerMaxRangeDays) {
        ctx.addIssue({
          code: 'custom',
          path: ['stop'],
          message: `at most ${summerMaxRangeDays} days`,
        });
      }
    }
  });
export type SummerListQuery = z.infer<typeof summerListQuerySchema>;

export const summerIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const summerSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,200}$/) });

export const timeEntrySchema = z.object({
  summerevent_id: z.number().int(),
  index: z.number().int().describe('0-based position among the course dates: the page query i'),
  start: z.string().describe('ISO instant'),
  stop: z.string().describe('ISO instant'),
  acs_url: z.string().describe('Course page of this date, locale-neutral'),
});

export const summerDistrictSchema = z.object({ slug: z.string(), name: z.string() });

/** What a teaser shows of a course. */
export const summerEventSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: categorySchema.nullable(),
  location: z.number().int().nullable().describe('The spot the course takes place at, if any'),
  location_name: z.string().nullable(),
  district: summerDistrictSchema.nullable(),
  organizer: z.string().nullable(),
  organizer_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  repetition_type: z.enum(summerRepetitionTypes).nullable(),
  hide_end_time: z.boolean(),
  registration_url: z.string().nullable(),
  is_registration: z.boolean(),
  image: z.string().nullable(),
});

/** The course page: everything, with every date. */
export const summerEventSchema = summerEventSummarySchema.extend({
  description: z.string(),
  image_subline: z.string().nullable(),
  street: z.string().nullable(),
  street_number: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  map_latitude: z.number(),
  map_longitude: z.number(),
  start: z.string().nullable().describe('First day of the course'),
  end: z.string().nullable().describe('Last day of the course'),
  share_url: z.string().describe('Locale-neutral share path (mitmachen/{slug})'),
  timeEntries: z.array(timeEntrySchema),
});

export const summerListSchema = z.object({
  data: z.object({
    timeEntries: z.array(timeEntrySchema),
    summerEvents: z.array(summerEventSummarySchema).describe('The courses of this page'),
    currentPage: z.number().int(),
    pages: z.number().int(),
    total: z.number().int().describe('Dates in the range and filter'),
    start: z.string(),
    stop: z.string(),
  }),
});

const weekSchema = z.object({ start: z.string(), stop: z.string() });

export const summerBaseSchema = z.object({
  data: z.object({
    categories: z.array(categorySchema).describe('Categories that summer courses have'),
    districts: z.array(summerDistrictSchema),
    seasons: z.array(z.object({ start: z.string(), end: z.string(), weeks: z.array(weekSchema) })),
    week: weekSchema.nullable().describe('The week the calendar opens on (today in Hamburg)'),
  }),
});

export type TimeEntry = z.infer<typeof timeEntrySchema>;
export type SummerDistrict = z.infer<typeof summerDistrictSchema>;
export type SummerEventSummary = z.infer<typeof summerEventSummarySchema>;
export type SummerEvent = z.infer<typeof summerEventSchema>;
export type SummerList = z.infer<typeof summerListSchema>['data'];
export type SummerBase = z.infer<typeof summerBaseSchema>['data'];

/** The settings record of the calendar, which the editors write and the calendar reads. */
export const summerSettingsKey = 'summer';

/** The editorial settings of the calendar (settings key `summer`): its seasons. */
export const summerSettingsSchema = z.object({
  seasons: z
    .array(z.object({ start: isoDay, end: isoDay }))
    .describe('First and last day of each season, both included'),
});
export type SummerSettings = z.infer<typeof summerSettingsSchema>;
