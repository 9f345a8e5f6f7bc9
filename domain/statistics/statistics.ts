/**
 * The portal's open figures (`playground/statistics/{district?}`, decision 035): one call
 * answers the city's figures and, when asked, one district's beside them. Snake_case like
 * the other offer answers. Zod-free: the browser reads these; the contract is in
 * statistics-schemas.ts, of which it imports only types (decision 008).
 */
import { seasonWeeks, type SummerSeason, type SummerWeek } from '../summer/summer.ts';

/** The kinds the statistics count, in the order the tables show them. */
export const statisticsKinds = ['spot', 'entry', 'club', 'place'] as const;
export type StatisticsKind = (typeof statisticsKinds)[number];

/** How many months "new offers per month" reaches back, the current one included. */
export const statisticsMonths = 12;

export const statisticsApiPath = '/api/statistics';
export const statisticsPagePath = (district?: string) =>
  district ? `/playground/statistics/${encodeURIComponent(district)}` : '/playground/statistics';

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
