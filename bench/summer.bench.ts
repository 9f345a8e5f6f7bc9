/**
 * Summer calendar benchmark (decision 028): p50/p95 of the list call
 * (`GET /api/summerevents`, api.summerevent.list) for a random week, district and category,
 * with 5,000 courses over one 13-week season, on PGlite and on PostgreSQL. The app is built
 * in process and asked through `inject`, so the figures are the server's own work (routing,
 * validation, the queries, serialisation) without a network in between.
 *
 *   node --import tsx bench/summer.bench.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/summer.bench.ts
 *   BENCH_COURSES=500 BENCH_QUERIES=50 node --import tsx bench/summer.bench.ts   (quick run)
 *
 * PostgreSQL is measured when BENCH_DATABASE_URL or TEST_DATABASE_URL is set: a fresh
 * database is created beside the named one, seeded, measured and dropped. Writes
 * bench/results/summer.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { offerApi } from '../domain/offers/api-paths.ts';
import type { SummerBase, SummerList } from '../domain/summer/summer-schemas.ts';
import { buildApp } from '../server/app.ts';
import { testConfig } from '../server/config.ts';
import type { DatabaseHandle } from '../server/db/client.ts';
import { onEachDatabase } from './databases.ts';
import { seedDemo } from '../server/db/seed/index.ts';
import { createRandom } from '../server/db/seed/random.ts';

const COURSES = Number(process.env.BENCH_COURSES ?? 5000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 400);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 40);
/** One season of 13 weeks (1 July to 29 September 2025). */
const season = { start: '2025-07-01', end: '2025-09-29' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Figures = { p50: number; p95: number; p99: number; mean: number; rows: number };

async function measure(database: DatabaseHandle, label: string) {
  const started = Date.now();
  await database.migrate();
  await seedDemo(database.db, {
    offers: 20,
    articles: 0,
    events: 0,
    summer: COURSES,
    summerSeasons: [season],
  });
  const seeded = (Date.now() - started) / 1000;
  const [count] = (
    (await database.db.execute(
      sql`SELECT count(*)::int AS n, count(DISTINCT summerevent_id)::int AS courses FROM summer_time_entries`,
    )) as unknown as { rows: { n: number; courses: number }[] }
  ).rows;
  const dataDir = mkdtempSync(join(tmpdir(), 'acc-bench-summer-'));
  // The benchmark is one client asking in a row: the per-address limit would stop it.
  const config = testConfig({
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: 1_000_000,
  });
  const app = await buildApp(config, {
    database,
    ownsDatabase: false,
    sessionSecret: config.SESSION_SECRET!,
  });
  await app.ready();
  try {
    const base = (await app.inject({ method: 'GET', url: offerApi.summerBase })).json()
      .data as SummerBase;
    const weeks = base.seasons[0]!.weeks;
    const random = createRandom(2025);
    const ask = async (query: string) => {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: `${offerApi.summerList}?${query}` });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
      return { ms, total: (res.json() as { data: SummerList }).data.total };
    };
    const run = async (make: () => string): Promise<Figures> => {
      for (let i = 0; i < WARMUP; i++) await ask(make());
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < QUERIES; i++) {
        const { ms, total } = await ask(make());
        times.push(ms);
        rows += total;
      }
      times.sort((a, b) => a - b);
      const round = (x: number) => Math.round(x * 100) / 100;
      return {
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        p99: round(percentile(times, 99)),
        mean: round(times.reduce((a, b) => a + b, 0) / times.length),
        rows: Math.round(rows / QUERIES),
      };
    };
    const week = () => random.pick(weeks);
    const range = () => {
      const w = week();
      return `start=${w.start}&stop=${w.stop}`;
    };
    const filtered = await run(
      () =>
        `${range()}&district=${random.pick(base.districts).slug}&category=${random.pick(base.categories).slug}`,
    );
    const byDistrict = await run(() => `${range()}&district=${random.pick(base.districts).slug}`);
    const unfiltered = await run(() => `${range()}&page=${random.int(1, 6)}`);
    return {
      database: label,
      courses: count!.courses,
      dates: count!.n,
      seedSeconds: Math.round(seeded * 10) / 10,
      'week+district+category': filtered,
      'week+district': byDistrict,
      'week only (pages 1-6)': unfiltered,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(result: Awaited<ReturnType<typeof measure>>) {
  console.log(
    `\n${result.database}: ${result.courses} courses, ${result.dates} dates (seeded in ${result.seedSeconds} s), ${QUERIES} calls each`,
  );
  for (const key of ['week+district+category', 'week+district', 'week only (pages 1-6)'] as const) {
    const f = result[key];
    console.log(
      `  ${key.padEnd(24)} p50 ${f.p50.toFixed(2)} ms  p95 ${f.p95.toFixed(2)} ms  p99 ${f.p99.toFixed(2)} ms  (mean ${f.mean.toFixed(2)} ms, ${f.rows} dates per filter on average)`,
    );
  }
}

await onEachDatabase('summer', measure, print);
