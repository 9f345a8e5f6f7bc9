import type { TFunction } from '../../lib/i18n.ts';
import {
  share,
  statisticsKinds,
  type StatisticsKind,
} from '../../../../domain/statistics/statistics.ts';
import type {
  Statistics,
  StatisticsFigures,
} from '../../../../domain/statistics/statistics-schemas.ts';
import { toCsv } from '../../../../domain/shared/csv.ts';
import { formatNumber } from '../../../../domain/shared/format.ts';
import type { Locale } from '../../../../domain/shared/locale.ts';

/** One table of figures: what the chart draws, the table lists and the downloads hold. */
export type FigureTable = {
  id: string;
  title: string;
  /** One or two sentences for everyone, the chart's text equivalent included. */
  summary: string;
  /** The first column's heading (the rows' labels). */
  label: string;
  columns: string[];
  rows: { key: string; label: string; values: number[] }[];
  chart: 'bar' | 'stacked' | 'horizontal' | 'line';
  /** The numbers are percentages (the shares table). */
  percent?: boolean;
};

type Area = { name: string; figures: StatisticsFigures };

function monthLabel(month: string, locale: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m - 1, 1)));
}

function dayLabel(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

const top = <T extends { values: number[] }>(rows: T[], column = 0) =>
  rows.reduce<T | undefined>(
    (best, row) => ((row.values[column] ?? 0) > (best?.values[column] ?? -1) ? row : best),
    undefined,
  );

/**
 * The page's tables: the district's figures beside the city's when a district is chosen
 * (the district's column first), the city's alone otherwise.
 */
export function figureTables(data: Statistics, t: TFunction, locale: Locale): FigureTable[] {
  const city: Area = { name: t('statistics.city'), figures: data.city };
  const areas: Area[] =
    data.district && data.selected
      ? [{ name: data.district.name, figures: data.selected }, city]
      : [city];
  const main = areas[0]!;
  const names = areas.map((a) => a.name);
  const n = (value: number) => formatNumber(value, locale);
  const kindLabel = (kind: StatisticsKind) => t(`statistics.kinds.${kind}`);

  const overview: FigureTable = {
    id: 'overview',
    title: t('statistics.overview.title'),
    summary: t('statistics.overview.summary', {
      area: main.name,
      spot: n(main.figures.counts.spot),
      entry: n(main.figures.counts.entry),
      club: n(main.figures.counts.club),
      place: n(main.figures.counts.place),
    }),
    label: t('statistics.kind'),
    columns: names,
    rows: statisticsKinds.map((kind) => ({
      key: kind,
      label: kindLabel(kind),
      values: areas.map((a) => a.figures.counts[kind]),
    })),
    chart: 'bar',
  };

  const shares: FigureTable = {
    id: 'shares',
    title: t('statistics.shares.title'),
    summary: t('statistics.shares.summary', {
      area: main.name,
      offers: n(main.figures.offers),
      free: share(main.figures.free, main.figures.offers),
      barrierFree: share(main.figures.barrier_free, main.figures.offers),
    }),
    label: t('statistics.share'),
    columns: names,
    rows: [
      {
        key: 'free',
        label: t('statistics.shares.free'),
        values: areas.map((a) => share(a.figures.free, a.figures.offers)),
      },
      {
        key: 'barrier_free',
        label: t('statistics.shares.barrierFree'),
        values: areas.map((a) => share(a.figures.barrier_free, a.figures.offers)),
      },
    ],
    chart: 'bar',
    percent: true,
  };

  const districtRows = data.by_district.map((d) => ({
    key: d.slug,
    label: d.name,
    values: [...statisticsKinds.map((kind) => d.counts[kind]), d.total],
  }));
  const busiest = top(districtRows, statisticsKinds.length);
  const byDistrict: FigureTable = {
    id: 'districts',
    title: t('statistics.districts.title'),
    summary: busiest
      ? t('statistics.districts.summary', {
          district: busiest.label,
          total: n(busiest.values[statisticsKinds.length] ?? 0),
        })
      : t('statistics.empty'),
    label: t('statistics.district'),
    columns: [...statisticsKinds.map(kindLabel), t('statistics.total')],
    rows: districtRows,
    chart: 'stacked',
  };

  // Categories: the four kinds of the city; a district's totals beside the city's.
  const cityCategories = new Map(data.city.by_category.map((c) => [c.slug, c]));
  const categoryRows = data.selected
    ? data.city.by_category.map((c) => ({
        key: c.slug,
        label: c.title,
        values: [
          data.selected!.by_category.find((x) => x.slug === c.slug)?.total ?? 0,
          cityCategories.get(c.slug)?.total ?? 0,
        ],
      }))
    : data.city.by_category.map((c) => ({
        key: c.slug,
        label: c.title,
        values: [...statisticsKinds.map((kind) => c.counts[kind]), c.total],
      }));
  const totalColumn = data.selected ? 0 : statisticsKinds.length;
  const leading = top(categoryRows, totalColumn);
  const byCategory: FigureTable = {
    id: 'categories',
    title: t('statistics.categories.title'),
    summary: leading
      ? t('statistics.categories.summary', {
          area: main.name,
          category: leading.label,
          total: n(leading.values[totalColumn] ?? 0),
        })
      : t('statistics.empty'),
    label: t('statistics.category'),
    columns: data.selected ? names : [...statisticsKinds.map(kindLabel), t('statistics.total')],
    rows: categoryRows,
    chart: data.selected ? 'horizontal' : 'stacked',
  };

  const monthRows = main.figures.new_per_month.map((m, i) => ({
    key: m.month,
    label: monthLabel(m.month, locale),
    values: areas.map((a) => a.figures.new_per_month[i]?.count ?? 0),
  }));
  const newest = top(monthRows);
  const months: FigureTable = {
    id: 'months',
    title: t('statistics.months.title'),
    summary: t('statistics.months.summary', {
      area: main.name,
      total: n(monthRows.reduce((sum, row) => sum + (row.values[0] ?? 0), 0)),
      month: newest?.label ?? '',
      count: n(newest?.values[0] ?? 0),
    }),
    label: t('statistics.month'),
    columns: names,
    rows: monthRows,
    chart: 'line',
  };

  const weekRows = main.figures.summer_per_week.map((w, i) => ({
    key: w.start,
    label: `${dayLabel(w.start, locale)}–${dayLabel(w.stop, locale)}`,
    values: areas.map((a) => a.figures.summer_per_week[i]?.courses ?? 0),
  }));
  const fullest = top(weekRows);
  const weeks: FigureTable = {
    id: 'summer',
    title: t('statistics.summer.title'),
    summary:
      data.season && fullest
        ? t('statistics.summer.summary', {
            area: main.name,
            week: fullest.label,
            count: n(fullest.values[0] ?? 0),
          })
        : t('statistics.summer.none'),
    label: t('statistics.week'),
    columns: names,
    rows: weekRows,
    chart: 'bar',
  };

  return [overview, shares, byDistrict, byCategory, months, weeks];
}

/** The table as CSV (RFC 4180: quoted where needed, CRLF), headings first. */
export function tableCsv(table: FigureTable): string {
  return toCsv([[table.label, ...table.columns], ...table.rows.map((r) => [r.label, ...r.values])]);
}

/** The table as JSON: one object per row, keyed by the column headings. */
export function tableJson(table: FigureTable): string {
  const rows = table.rows.map((row) => ({
    key: row.key,
    [table.label]: row.label,
    ...Object.fromEntries(table.columns.map((column, i) => [column, row.values[i] ?? 0])),
  }));
  return JSON.stringify({ title: table.title, rows }, null, 2);
}
