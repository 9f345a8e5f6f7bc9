/**
 * Statistics benchmark (decision 035): `GET /api/statistics` (city, and a district beside it)
 * with 100,000 offers created over the last year and a summer programme, on PGlite and on
 * PostgreSQL. Two figures per call: building the answer (the grouped queries, after every
 * offer write drops the ready bytes) and answering from the ready bytes. The app is built in
 * process and asked through `inject`, so the figures are the server's own work.
 *
 *   node --import tsx bench/statistics.bench.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/statistics.bench.ts
 *   BENCH_OFFERS=5000 BENCH_QUERIES=10 node --import tsx bench/statistics.bench.ts   (quick run)
 *
 * Writes bench/results/statistics.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { statisticsApiPath } from '../domain/statistics/statistics.ts';
import { createMemoryResponseCache } from '../server/adapters/response-cache.ts';
import { buildApp } from '../server/app.ts';
import { testConfig } from '../server/config.ts';
import type { DatabaseHandle } from '../server/db/client.ts';
import { onEachDatabase } from './databases.ts';
import { seedDemo } from '../server/db/seed/index.ts';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
const COURSES = Number(process.env.BENCH_COURSES ?? 2000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 30);

const round = (x: number) => Math.round(x * 100) / 100;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
  };
};

async function measure(database: DatabaseHandle, label: string) {
  const started = Date.now();
  await database.migrate();
  await seedDemo(database.db, { offers: OFFERS, articles: 0, events: 0, summer: COURSES });
  // Spread the offers over the last year, so every month of the figures has rows.
  await database.db.execute(
    sql`UPDATE offers SET created_at = now() - (random() * interval '365 days')`,
  );
  const seeded = (Date.now() - started) / 1000;
  const dataDir = mkdtempSync(join(tmpdir(), 'acc-bench-statistics-'));
  const config = testConfig({
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: 1_000_000,
  });
  const cache = createMemoryResponseCache();
  const app = await buildApp(config, {
    database,
    ownsDatabase: false,
    sessionSecret: config.SESSION_SECRET!,
    cache,
  });
  await app.ready();
  try {
    const ask = async (url: string) => {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return ms;
    };
    const run = async (url: string, cold: boolean) => {
      await ask(url);
      const times: number[] = [];
      for (let i = 0; i < QUERIES; i++) {
        // What an offer write does: the ready answers of the offers area are dropped.
        if (cold) cache.invalidate('offers:');
        times.push(await ask(url));
      }
      return figures(times);
    };
    const city = statisticsApiPath;
    const district = `${statisticsApiPath}?district=wandsbek`;
    return {
      database: label,
      offers: OFFERS,
      seedSeconds: Math.round(seeded * 10) / 10,
      'city, built': await run(city, true),
      'city, ready bytes': await run(city, false),
      'district, built': await run(district, true),
      'district, ready bytes': await run(district, false),
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(result: Awaited<ReturnType<typeof measure>>) {
  console.log(
    `\n${result.database}: ${result.offers} offers (seeded in ${result.seedSeconds} s), ${QUERIES} calls each`,
  );
  for (const key of [
    'city, built',
    'city, ready bytes',
    'district, built',
    'district, ready bytes',
  ] as const) {
    const f = result[key];
    console.log(
      `  ${key.padEnd(22)} p50 ${f.p50.toFixed(2)} ms  p95 ${f.p95.toFixed(2)} ms  (mean ${f.mean.toFixed(2)} ms)`,
    );
  }
}

await onEachDatabase('statistics', measure, print);
