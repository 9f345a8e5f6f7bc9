/**
 * The Active City Summer calendar's constants and week arithmetic (spec/offers.md §2
 * "Summer calendar", §9). Zod-free, so the calendar's chunk can import it. Dates are
 * calendar days in Hamburg as yyyy-mm-dd strings.
 */

/** Teasers per page of the calendar. */
export const summerPageSize = 18;
/** Page links the paginator shows at once ("default pages 6"). */
export const summerPagerPages = 6;
/** Bounds of the list call: a page never holds more than this, and a range spans at most this many days. */
export const summerMaxLimit = 100;
export const summerMaxRangeDays = 31;
export const summerMaxPage = 10_000;

/** How a course's dates repeat (spec/offers.md §3 Summer event `repetition_type`). */
export const summerRepetitionTypes = ['weekly', 'daily', 'other'] as const;
export type SummerRepetitionType = (typeof summerRepetitionTypes)[number];

/** One season of the calendar: first and last day, both included (editorial settings). */
export type SummerSeason = { start: string; end: string };
/** One week of a season: 7-day steps from the season's first day; the last may be shorter. */
export type SummerWeek = { start: string; stop: string };

/** The spec's season; the seed adds one around the day the demo is set up. */
export const specSeason: SummerSeason = { start: '2025-07-01', end: '2025-09-30' };

const dayMs = 86_400_000;
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `days` after (or before) an ISO day. */
export const addDays = (iso: string, days: number) => toIso(toDay(iso) + days * dayMs);
/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string) =>
  Math.round((toDay(to) - toDay(from)) / dayMs);

export function seasonWeeks(season: SummerSeason): SummerWeek[] {
  const weeks: SummerWeek[] = [];
  for (let start = season.start; start <= season.end; start = addDays(start, 7)) {
    const stop = addDays(start, 6);
    weeks.push({ start, stop: stop < season.end ? stop : season.end });
  }
  return weeks;
}

/**
 * The week the calendar opens on: the one containing `today` in the season around it; before
 * every season the first week of the next one, after all of them the last week of the last.
 */
export function defaultWeek(seasons: readonly SummerSeason[], today: string): SummerWeek | null {
  const sorted = [...seasons].sort((a, b) => a.start.localeCompare(b.start));
  const season =
    sorted.find((s) => s.start <= today && today <= s.end) ??
    sorted.find((s) => s.start > today) ??
    sorted[sorted.length - 1];
  if (!season) return null;
  const weeks = seasonWeeks(season);
  return (
    weeks.find((w) => w.start <= today && today <= w.stop) ??
    (today < season.start ? weeks[0] : weeks[weeks.length - 1]) ??
    null
  );
}

/** The course page of one of its dates (locale-neutral; spec/portal.md §2). */
export const summerCoursePath = (slug: string, index: number) =>
  `/active-city-summer/${slug}?i=${index}`;
/** Share links name summer events under mitmachen/{slug} (spec/offers.md §2). */
export const summerSharePath = (slug: string) => `/angebot/mitmachen/${slug}`;
