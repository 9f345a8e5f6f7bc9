/** The statistics call's contract (zod); its rules and constants are in statistics.ts. */
import { z } from 'zod';

export const statisticsQuerySchema = z.object({
  district: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'invalid slug')
    .optional()
    .describe('Slug of a district: its figures come beside the city’s'),
});

const count = z.number().int().min(0);
const kindCounts = z.object({ spot: count, entry: count, club: count, place: count });
export type KindCounts = z.infer<typeof kindCounts>;

const figuresSchema = z.object({
  counts: kindCounts,
  /** Active Spots and group offers: the kinds whose free and barrier-free flags mean a thing. */
  offers: count.describe('Active Spots and group offers together'),
  free: count.describe('Of `offers`, those free of charge'),
  barrier_free: count.describe('Of `offers`, those marked barrier-free'),
  by_category: z.array(
    z.object({ slug: z.string(), title: z.string(), counts: kindCounts, total: count }),
  ),
  new_per_month: z
    .array(z.object({ month: z.string().describe('yyyy-mm, Hamburg time'), count }))
    .describe('Active Spots, group offers and club locations added per month, oldest first'),
  summer_per_week: z
    .array(z.object({ start: z.string(), stop: z.string(), courses: count, dates: count }))
    .describe('Summer courses with at least one date in each week of the season'),
});
export type StatisticsFigures = z.infer<typeof figuresSchema>;

const districtRef = z.object({ slug: z.string(), name: z.string() });

export const statisticsSchema = z.object({
  districts: z.array(districtRef),
  district: districtRef.nullable().describe('The district asked for, if any'),
  by_district: z.array(districtRef.extend({ counts: kindCounts, total: count })),
  season: z.object({ start: z.string(), end: z.string() }).nullable(),
  city: figuresSchema,
  selected: figuresSchema.nullable().describe('The district’s figures when one was asked for'),
});
export type Statistics = z.infer<typeof statisticsSchema>;
