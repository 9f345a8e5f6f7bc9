import { lastMonths, statisticsKinds } from '../../../domain/statistics/statistics.ts';
import type {
  KindCounts,
  Statistics,
  StatisticsFigures,
} from '../../../domain/statistics/statistics-schemas.ts';
import type { SummerWeek } from '../../../domain/summer/summer.ts';
import type { CategoryRow, KindRow, MonthRow, WeekRow } from './repository.ts';

export type StatisticsRows = {
  kinds: KindRow[];
  categories: CategoryRow[];
  months: MonthRow[];
  weeks: WeekRow[];
};

const noCounts = (): KindCounts => ({ spot: 0, entry: 0, club: 0, place: 0 });
const isKind = (type: string): type is keyof KindCounts =>
  (statisticsKinds as readonly string[]).includes(type);
const sum = (counts: KindCounts) => statisticsKinds.reduce((n, kind) => n + counts[kind], 0);

/** Figures of the rows that `keep` accepts (every row for the city, one district's otherwise). */
export function figuresOf(
  rows: StatisticsRows,
  keep: (districtId: number | null) => boolean,
  context: {
    categories: { slug: string; title: string }[];
    today: string;
    weeks: SummerWeek[];
  },
): StatisticsFigures {
  const counts = noCounts();
  let free = 0;
  let barrierFree = 0;
  for (const row of rows.kinds) {
    if (!keep(row.district_id) || !isKind(row.type)) continue;
    counts[row.type] += row.n;
    if (row.type === 'spot' || row.type === 'entry') {
      free += row.free;
      barrierFree += row.barrier_free;
    }
  }
  const byCategory = new Map<string, KindCounts>();
  for (const row of rows.categories) {
    if (!keep(row.district_id) || !isKind(row.type)) continue;
    const entry = byCategory.get(row.category) ?? noCounts();
    entry[row.type] += row.n;
    byCategory.set(row.category, entry);
  }
  const perMonth = new Map<string, number>();
  for (const row of rows.months) {
    if (keep(row.district_id)) perMonth.set(row.month, (perMonth.get(row.month) ?? 0) + row.n);
  }
  const perWeek = context.weeks.map(() => ({ courses: 0, dates: 0 }));
  for (const row of rows.weeks) {
    const week = perWeek[row.week];
    if (!week || !keep(row.district_id)) continue;
    week.courses += row.courses;
    week.dates += row.dates;
  }
  return {
    counts,
    offers: counts.spot + counts.entry,
    free,
    barrier_free: barrierFree,
    // Every category with an offer, in the editors' order; unknown slugs are left out.
    by_category: context.categories
      .filter(({ slug }) => byCategory.has(slug))
      .map(({ slug, title }) => {
        const c = byCategory.get(slug)!;
        return { slug, title, counts: c, total: sum(c) };
      }),
    new_per_month: lastMonths(context.today).map((month) => ({
      month,
      count: perMonth.get(month) ?? 0,
    })),
    summer_per_week: context.weeks.map((w, i) => ({ ...w, ...perWeek[i]! })),
  };
}

/** The table of every district's counts (offers outside every boundary count for the city only). */
export function byDistrictOf(
  rows: KindRow[],
  districts: { id: number; slug: string; name: string }[],
): Statistics['by_district'] {
  return districts.map(({ id, slug, name }) => {
    const counts = noCounts();
    for (const row of rows)
      if (row.district_id === id && isKind(row.type)) counts[row.type] += row.n;
    return { slug, name, counts, total: sum(counts) };
  });
}
