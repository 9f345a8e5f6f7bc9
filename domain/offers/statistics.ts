/**
 * The portal's open figures (`playground/statistics/{district?}`, decision 035): one call
 * answers the city's figures and, when asked, one district's beside them. Snake_case like
 * the other offer answers; the browser imports only the inferred types (decision 008).
 */
import { z } from 'zod';
import { seasonWeeks, type SummerSeason, type SummerWeek } from './summer.ts';

/** The kinds the statistics count, in the order the tables show them. */
export const statisticsKinds = ['spot', 'entry', 'club', 'place'] as const;
export type StatisticsKind = (typeof statisticsKinds)[number];

/** How many months "new offers per month" reaches back, the current one included. */
export const statisticsMonths = 12;

export const statisticsApiPath = '/api/statistics';
export const statisticsPagePath = (district?: string) =>
  district ? `/playground/statistics/${encodeURIComponent(district)}` : '/playground/statistics';

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

/**
 * The season the summer figures show: the one around `today`, else the last one that ended,
 * else the next one to come (a figure of the past beats an empty future).
 */
export function statisticsSeason(
  seasons: readonly SummerSeason[],
  today: string,
): SummerSeason | null {
  const sorted = [...seasons].sort((a, b) => a.start.localeCompare(b.start));
  return (
    sorted.find((s) => s.start <= today && today <= s.end) ??
    sorted.filter((s) => s.end < today).pop() ??
    sorted.find((s) => s.start > today) ??
    null
  );
}

export function statisticsWeeks(season: SummerSeason | null): SummerWeek[] {
  return season ? seasonWeeks(season) : [];
}

/** The `statisticsMonths` months up to the one of `today` (yyyy-mm-dd), oldest first. */
export function lastMonths(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: statisticsMonths }, (_, i) => {
    const back = statisticsMonths - 1 - i;
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** Percent rounded to one decimal; 0 of 0 is 0. */
export const share = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
