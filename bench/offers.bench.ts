/**
 * Offers benchmark (ARCHITECTURE.md, performance budgets), in one run on one machine:
 *
 *  (a) GET /api/offers/geo with 100,000 offers (NODE_ENV=production, embedded database)
 *      against @fastify/static serving the very same bytes from a file, plain and with br:
 *      requests/s, latency p50/p95/p99 and the ratio api/static-file (budget >= 0.8);
 *  (b) the nearest-offers query: the list call with lat/lng/distance over HTTP, and the raw
 *      SQL (earth_box filter, ORDER BY earth_distance LIMIT 5) straight against the database,
 *      on PGlite and on PostgreSQL (budget p95 <= 5 ms on PostgreSQL).
 *
 *   npm run bench:offers
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:offers
 *   BENCH_OFFERS=5000 BENCH_DURATION=3 npm run bench:offers        (quick smoke run)
 *
 * PostgreSQL is measured when BENCH_DATABASE_URL or TEST_DATABASE_URL is set: the benchmark
 * creates a fresh database beside the one named there, seeds it and drops it at the end, so
 * the named database itself is never touched. Writes bench/results/offers.json.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { offerApi } from '../domain/offers/api-paths.ts';
import { defaultDistanceKm } from '../domain/offers/constants.ts';
import { freePort } from '../scripts/free-port.ts';
import { measureLoad, printTable, timeSequential, type LoadMeasurement } from './load.ts';
import { cityPoints, timeNearestSql, type SqlTiming } from './nearest.ts';
import { getRaw, log, markStopping, root, start, waitFor } from './processes.ts';
import {
  baseEnv,
  HOST,
  scratchDir as scratch,
  seedCity,
  startPortal as startServer,
} from './portal-server.ts';

const seed = (env: NodeJS.ProcessEnv) => seedCity(env, OFFERS);
const scratchDir = () => scratch('acc-bench-offers-');

const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10); // seconds per load measurement
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 500); // nearest queries per measurement
const DISTANCE_KM = Number(process.env.BENCH_DISTANCE_KM ?? defaultDistanceKm);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const THROUGHPUT_BUDGET = 0.8; // api/static-file
const NEAREST_BUDGET_MS = 5; // p95 on PostgreSQL

/** The same server and credentials, another database. */
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex').slice(0, 16);
const fmt = (x: number, digits = 2) => (Number.isFinite(x) ? x.toFixed(digits) : '–');

type ListTiming = { database: 'pglite' | 'postgres'; url: string } & Awaited<
  ReturnType<typeof timeSequential>
>;

/** (a) The geo collection against a static file of the same bytes. */
async function geoThroughput(api: string) {
  const url = `${api}${offerApi.geo}`;
  const plainHeaders = {};
  const brHeaders = { 'accept-encoding': 'br' };
  const plain = await getRaw(url, plainHeaders);
  if (plain.status !== 200) {
    log(`GET ${offerApi.geo} answered ${plain.status}: the geo endpoint is not available, skipped`);
    return { available: false as const, status: plain.status };
  }
  if (plain.headers['content-encoding'])
    throw new Error('the API compressed without Accept-Encoding');
  const br = await getRaw(url, brHeaders);
  const brEncoding = br.headers['content-encoding'];
  const features = (JSON.parse(plain.body.toString()) as { data: { features: unknown[] } }).data
    .features.length;

  const staticDir = scratchDir();
  writeFileSync(join(staticDir, 'geo.json'), plain.body);
  if (brEncoding === 'br') writeFileSync(join(staticDir, 'geo.json.br'), br.body);
  const copied: Record<string, string> = {};
  for (const name of ['content-type', 'etag', 'cache-control', 'vary']) {
    if (plain.headers[name]) copied[name] = plain.headers[name];
  }
  log(
    `geo: ${features} features, ${plain.body.length} bytes plain (sha ${sha(plain.body)})` +
      (brEncoding === 'br'
        ? `, ${br.body.length} bytes br`
        : ', not compressed with br by the API'),
  );

  const port = await freePort();
  const stat = `http://${HOST}:${port}`;
  start('file server', ['--import', 'tsx', 'bench/file-server.ts'], {
    ...baseEnv,
    PORT: String(port),
    HOST,
    BENCH_STATIC_DIR: staticDir,
    BENCH_FILE: 'geo.json',
    BENCH_ROUTE: offerApi.geo,
    BENCH_HEADERS: JSON.stringify(copied),
    NODE_ENV: 'production',
  });
  await waitFor(`${stat}${offerApi.geo}`, 30_000);

  const scenarios = [{ encoding: 'identity', headers: plainHeaders, body: plain.body }];
  if (brEncoding === 'br') scenarios.push({ encoding: 'br', headers: brHeaders, body: br.body });
  const targets = [
    { name: 'api', url },
    { name: 'static-file', url: `${stat}${offerApi.geo}` },
    { name: 'static-memory', url: `${stat}/memory${offerApi.geo}` },
  ];
  // The baseline must really serve the API's bytes.
  for (const s of scenarios) {
    for (const t of targets.slice(1)) {
      const check = await getRaw(t.url, s.headers);
      if (check.status !== 200 || !check.body.equals(s.body))
        throw new Error(`${t.name} (${s.encoding}) does not serve the API's bytes`);
    }
  }

  const measurements: LoadMeasurement[] = [];
  for (const s of scenarios) {
    for (const t of targets) {
      log(`\n== geo ${t.name}, ${s.encoding}: ${WARMUP}s warm-up, ${DURATION}s measurement`);
      const m = await measureLoad(t.name, s.encoding, t.url, s.headers, s.body.length, {
        connections: CONNECTIONS,
        warmup: WARMUP,
        duration: DURATION,
      });
      log(
        `${fmt(m.requestsPerSecond, 0)} req/s, p50 ${m.latencyMs.p50} ms, p95 ${m.latencyMs.p95} ms`,
      );
      if (m.non2xx + m.errors + m.timeouts > 0) {
        // A 429 or 500 is cheaper than the real answer: such figures would flatter the API.
        throw new Error(
          `${t.name} (${s.encoding}): ${m.non2xx} non-2xx, ${m.errors} errors, ${m.timeouts} timeouts – figures invalid`,
        );
      }
      measurements.push(m);
    }
  }
  const ratios: Record<
    string,
    { apiToStaticFile: number; apiToStaticMemory: number; meetsBudget: boolean }
  > = {};
  for (const s of scenarios) {
    const get = (name: string) =>
      measurements.find((m) => m.target === name && m.encoding === s.encoding)!;
    const toFile = get('api').requestsPerSecond / get('static-file').requestsPerSecond;
    const toMemory = get('api').requestsPerSecond / get('static-memory').requestsPerSecond;
    ratios[s.encoding] = {
      apiToStaticFile: Math.round(toFile * 1000) / 1000,
      apiToStaticMemory: Math.round(toMemory * 1000) / 1000,
      meetsBudget: toFile >= THROUGHPUT_BUDGET,
    };
  }
  return {
    available: true as const,
    features,
    plainBytes: plain.body.length,
    brBytes: brEncoding === 'br' ? br.body.length : null,
    headers: copied,
    measurements,
    ratios,
  };
}

/** (b) The list call with a nearby point, one request after another at varying points. */
async function listNearest(
  api: string,
  database: 'pglite' | 'postgres',
): Promise<ListTiming | null> {
  const points = cityPoints(QUERIES + 50, 7);
  const urlOf = (i: number) =>
    `${api}${offerApi.list}?lat=${points[i]!.lat.toFixed(5)}&lng=${points[i]!.lng.toFixed(5)}&distance=${DISTANCE_KM}&limit=5`;
  const probe = await fetch(urlOf(0));
  if (probe.status !== 200) {
    log(
      `GET ${offerApi.list} (${database}) answered ${probe.status}: the list call is not available, skipped`,
    );
    return null;
  }
  const timing = await timeSequential(QUERIES, 50, async (i) => {
    const res = await fetch(urlOf(i));
    if (res.status !== 200) throw new Error(`GET ${offerApi.list} answered ${res.status}`);
    await res.arrayBuffer();
  });
  log(`${database}, list call: p50 ${timing.p50} ms, p95 ${timing.p95} ms`);
  return {
    database,
    url: `${offerApi.list}?lat=…&lng=…&distance=${DISTANCE_KM}&limit=5`,
    ...timing,
  };
}

async function main() {
  log(
    `offers benchmark: ${OFFERS} offers, ${CONNECTIONS} connections, ${WARMUP}s warm-up + ${DURATION}s per load target, ` +
      `${QUERIES} nearest queries within ${DISTANCE_KM} km`,
  );
  log(`node ${process.version}, ${cpus().length} CPU(s): ${cpus()[0]?.model ?? 'unknown'}`);

  // 1. The embedded database, seeded; its raw SQL is timed before the server opens it
  //    (PGlite allows one process per data directory).
  const dataDir = scratchDir();
  log(`\n== seeding PGlite in ${dataDir}`);
  const seedSeconds: Record<string, number> = {
    pglite: await seed({ ...baseEnv, DATA_DIR: dataDir }),
  };
  log(`seeded in ${seedSeconds.pglite}s`);
  const sqlOptions = { count: QUERIES, warmup: 50, metres: DISTANCE_KM * 1000 };
  log('\n== nearest-offers SQL on PGlite');
  const sqlTimings: SqlTiming[] = await timeNearestSql(
    { kind: 'pglite', dataDir: join(dataDir, 'db') },
    sqlOptions,
  );

  // 2. PostgreSQL, when one is named: a fresh database beside it, dropped at the end.
  let admin: pg.Client | undefined;
  let pgName: string | undefined;
  let pgUrl: string | undefined;
  try {
    if (POSTGRES_URL) {
      pgName = `bench_offers_${randomBytes(4).toString('hex')}`;
      admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${pgName}`);
      pgUrl = withDatabase(POSTGRES_URL, pgName);
      log(`\n== seeding PostgreSQL database ${pgName}`);
      seedSeconds.postgres = await seed({ ...baseEnv, DATABASE_URL: pgUrl });
      log(`seeded in ${seedSeconds.postgres}s`);
      log('\n== nearest-offers SQL on PostgreSQL');
      sqlTimings.push(...(await timeNearestSql({ kind: 'postgres', url: pgUrl }, sqlOptions)));
    } else {
      log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it');
    }

    // 3. The servers.
    log('\n== starting the server (PGlite)');
    const api = await startServer('server (pglite)', { DATA_DIR: dataDir });
    const apiPg = pgUrl
      ? await startServer('server (postgres)', { DATA_DIR: scratchDir(), DATABASE_URL: pgUrl })
      : undefined;

    // 4. The nearest-offers list call, before the geo load heats the machine.
    log('\n== nearest offers through the list call');
    const listTimings = [await listNearest(api, 'pglite')];
    if (apiPg) listTimings.push(await listNearest(apiPg, 'postgres'));

    // 5. The geo collection under load.
    log('\n== geo collection throughput');
    const geo = await geoThroughput(api);

    // 6. Report.
    log('\n== results');
    if (geo.available) {
      log(
        `\n(a) GET ${offerApi.geo}: ${geo.features} features, api against static file and memory`,
      );
      printTable(
        ['target', 'encoding', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'body bytes', 'MB/s'],
        geo.measurements.map((m) => [
          m.target,
          m.encoding,
          fmt(m.requestsPerSecond, 0),
          fmt(m.latencyMs.p50),
          fmt(m.latencyMs.p95),
          fmt(m.latencyMs.p99),
          String(m.responseBytes),
          fmt(m.throughputBytesPerSecond / 1e6, 1),
        ]),
      );
      for (const [encoding, r] of Object.entries(geo.ratios)) {
        log(
          `ratio api/static-file (${encoding}): ${fmt(r.apiToStaticFile, 3)} (budget >= ${THROUGHPUT_BUDGET}: ` +
            `${r.meetsBudget ? 'met' : 'NOT met'}); api/static-memory: ${fmt(r.apiToStaticMemory, 3)}`,
        );
      }
    } else {
      log(`\n(a) GET ${offerApi.geo}: not available (HTTP ${geo.status})`);
    }

    log(`\n(b) nearest offers within ${DISTANCE_KM} km, ${QUERIES} points, one query at a time`);
    const rows: string[][] = [];
    const verdict = (db: string, p95: number) =>
      db === 'postgres' ? (p95 <= NEAREST_BUDGET_MS ? 'met' : 'NOT met') : '';
    for (const l of listTimings) {
      if (!l) continue;
      rows.push([
        'list call (HTTP)',
        l.database,
        '',
        fmt(l.p50),
        fmt(l.p95),
        fmt(l.p99),
        verdict(l.database, l.p95),
      ]);
    }
    for (const s of sqlTimings) {
      rows.push([
        `SQL ${s.query}`,
        s.database,
        String(s.rowsInBoxMedian),
        fmt(s.latencyMs.p50),
        fmt(s.latencyMs.p95),
        fmt(s.latencyMs.p99),
        s.query.startsWith('earth_box') ? verdict(s.database, s.latencyMs.p95) : '',
      ]);
    }
    printTable(
      [
        'query',
        'database',
        'rows in box',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        `<= ${NEAREST_BUDGET_MS} ms`,
      ],
      rows,
    );
    for (const s of sqlTimings.filter((t) => !t.usesIndex))
      log(`warning: ${s.query} on ${s.database} does not use offers_earth_idx:\n${s.plan}`);

    const out = join(root, 'bench', 'results', 'offers.json');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(
      out,
      `${JSON.stringify(
        {
          benchmark: 'offers',
          date: new Date().toISOString(),
          node: process.version,
          cpus: cpus().length,
          cpuModel: cpus()[0]?.model,
          offers: OFFERS,
          connections: CONNECTIONS,
          warmupSeconds: WARMUP,
          durationSeconds: DURATION,
          distanceKm: DISTANCE_KM,
          seedSeconds,
          geo,
          nearest: { list: listTimings.filter(Boolean), sql: sqlTimings },
          budget: { apiToStaticFile: THROUGHPUT_BUDGET, nearestP95MsOnPostgres: NEAREST_BUDGET_MS },
        },
        null,
        2,
      )}\n`,
    );
    log(`\nwritten: ${out}`);
  } finally {
    markStopping();
    if (admin && pgName) {
      await admin.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

main()
  .then(() => process.exit(0))
  .catch((err: unknown) => {
    markStopping();
    log(`\nbenchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  });
