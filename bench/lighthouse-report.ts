/**
 * The goals a Lighthouse result is held against (ARCHITECTURE.md, performance budgets, and the
 * targets of the page quality work), the median of several runs, and the printed table.
 */
import type { Audit, Category, Figures } from './lighthouse-run.ts';
import { categories } from './lighthouse-run.ts';
import { log } from './processes.ts';

export type Goal = {
  key: keyof RouteFigures;
  label: string;
  /** Whether the value meets the goal. */
  met: (value: number) => boolean;
  goal: string;
  format: (value: number) => string;
  /** The Lighthouse category whose audits explain a miss. */
  category: Category;
};

/** The median figures of one route over its runs. */
export type RouteFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpS: number;
  cls: number;
  tbtMs: number;
};

export type RouteResult = {
  name: string;
  path: string;
  runs: number;
  figures: RouteFigures;
  /** The goals missed, by label. */
  missed: string[];
  /** Audits that lost points, from the run nearest the median performance. */
  failing: Partial<Record<Category, Audit[]>>;
  warnings: string[];
};

const whole = (v: number) => String(Math.round(v));
export const goals: Goal[] = [
  {
    key: 'performance',
    label: 'Perf',
    met: (v) => v >= 95,
    goal: '>= 95',
    format: whole,
    category: 'performance',
  },
  {
    key: 'accessibility',
    label: 'A11y',
    met: (v) => v >= 100,
    goal: '100',
    format: whole,
    category: 'accessibility',
  },
  {
    key: 'bestPractices',
    label: 'BP',
    met: (v) => v >= 95,
    goal: '>= 95',
    format: whole,
    category: 'best-practices',
  },
  { key: 'seo', label: 'SEO', met: (v) => v >= 100, goal: '100', format: whole, category: 'seo' },
  {
    key: 'lcpS',
    label: 'LCP s',
    met: (v) => v <= 2.0,
    goal: '<= 2.0 s',
    format: (v) => v.toFixed(2),
    category: 'performance',
  },
  {
    key: 'cls',
    label: 'CLS',
    met: (v) => v <= 0.05,
    goal: '<= 0.05',
    format: (v) => v.toFixed(3),
    category: 'performance',
  },
  {
    key: 'tbtMs',
    label: 'TBT ms',
    met: (v) => v <= 150,
    goal: '<= 150 ms',
    format: whole,
    category: 'performance',
  },
];

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function figuresOf(run: Figures): RouteFigures {
  return {
    performance: run.scores.performance,
    accessibility: run.scores.accessibility,
    bestPractices: run.scores['best-practices'],
    seo: run.scores.seo,
    lcpS: run.lcpS,
    cls: run.cls,
    tbtMs: run.tbtMs,
  };
}

/** Each figure is the median of its own values over the runs. */
export function summarise(name: string, path: string, runs: Figures[]): RouteResult {
  const each = runs.map(figuresOf);
  const figures = Object.fromEntries(
    goals.map((g) => [g.key, median(each.map((f) => f[g.key]))]),
  ) as RouteFigures;
  const missed = goals.filter((g) => !g.met(figures[g.key]));
  // The audits to fix come from one real run: the one nearest the median performance score.
  const typical = [...runs].sort(
    (a, b) =>
      Math.abs(a.scores.performance - figures.performance) -
      Math.abs(b.scores.performance - figures.performance),
  )[0]!;
  const failing: Partial<Record<Category, Audit[]>> = {};
  for (const category of categories) {
    if (missed.some((g) => g.category === category)) failing[category] = typical.failing[category];
  }
  return {
    name,
    path,
    runs: runs.length,
    figures,
    missed: missed.map((g) => g.label),
    failing,
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
  };
}

/** The table: one row per route, every value marked ok (' ') or missed ('!'). */
export function printTable(results: RouteResult[]) {
  const pathWidth = Math.max(5, ...results.map((r) => r.path.length));
  const cell = (text: string, width: number) => text.padStart(width);
  const widths = goals.map((g) => Math.max(g.label.length, 6) + 1);
  log(`${'route'.padEnd(pathWidth)}  ${goals.map((g, i) => cell(g.label, widths[i]!)).join(' ')}`);
  log(`${'goal'.padEnd(pathWidth)}  ${goals.map((g, i) => cell(g.goal, widths[i]!)).join(' ')}`);
  for (const r of results) {
    const values = goals.map((g, i) => {
      const value = r.figures[g.key];
      return cell(`${g.format(value)}${g.met(value) ? ' ' : '!'}`, widths[i]!);
    });
    log(`${r.path.padEnd(pathWidth)}  ${values.join(' ')}`);
  }
  log("('!' marks a value that misses its goal)");
}

const topAudits = 5;

/** For each route that misses a goal: the audits to look at, per category concerned. */
export function printFailures(results: RouteResult[]) {
  for (const r of results.filter((x) => x.missed.length > 0)) {
    log(`\n${r.path} misses ${r.missed.join(', ')}`);
    for (const [category, audits] of Object.entries(r.failing)) {
      if (audits.length === 0) {
        log(`  ${category}: no single failing audit (the score is the sum of small losses)`);
        continue;
      }
      log(`  ${category}:`);
      for (const a of audits.slice(0, topAudits)) {
        const value = a.display ? ` (${a.display})` : '';
        log(`    - ${a.id}: ${a.title}${value}`);
      }
      if (audits.length > topAudits) log(`    … and ${audits.length - topAudits} more`);
    }
    for (const warning of r.warnings) log(`  Lighthouse warning: ${warning}`);
  }
}
