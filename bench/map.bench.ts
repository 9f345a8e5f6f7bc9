/**
 * Offer map first render (ARCHITECTURE.md, performance budgets: "Map with 10,000 offers: first
 * render with clusters <= 1 s in headless Chromium"), in one run on one machine:
 *
 *  1. seeds a fresh DATA_DIR with BENCH_OFFERS offers (default 10,000);
 *  2. starts the built app (NODE_ENV=production) on a free port;
 *  3. opens /angebot in map view in Debian's Chromium (scripts/chromium.ts), RUNS times in a
 *     fresh browser context (empty HTTP cache: a first visit) and RUNS times as a reload in
 *     the same context (cached JavaScript: a returning visitor);
 *  4. takes the time from navigation start to the map's `offer-map:clusters-ready` mark, set
 *     at the first 'idle' with the offers' clusters drawn.
 *
 *   npm run bench:map                (= vite build, then node --import tsx bench/map.bench.ts)
 *   WEB_DIST_DIR=/tmp/x node --import tsx bench/map.bench.ts   (an existing private build)
 *   BENCH_OFFERS=2000 BENCH_RUNS=3 node --import tsx bench/map.bench.ts
 *
 * Prints the median, minimum and maximum per kind of visit and what the page loaded before
 * the map, and writes bench/results/map.json.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { freePort } from '../scripts/free-port.ts';
import { log, markStopping, removeOnExit, root, run, start, waitFor } from './processes.ts';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BUDGET_MS = 1000;
const HOST = '127.0.0.1';
const readyMark = 'offer-map:clusters-ready';
const viewStorageKey = 'offers.view'; // web/src/features/offers/state/use-view-mode.ts

const baseEnv: NodeJS.ProcessEnv = { ...process.env };
delete baseEnv.DATABASE_URL;
delete baseEnv.REDIS_URL;

type Visit = {
  readyMs: number;
  mapChunkMs: number | null;
  geoMs: number | null;
  /** The component's own marks: chunk evaluated, map made, base style loaded. */
  moduleMs: number | null;
  createdMs: number | null;
  styleMs: number | null;
  clusters: number;
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const round = (x: number) => Math.round(x);

/** Waits for the map's mark and reads the timings the page itself recorded. */
async function measure(page: Page): Promise<Visit> {
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, readyMark, {
    timeout: 60_000,
  });
  // No named functions inside: the TypeScript loader would wrap them in a helper the page
  // does not have.
  return page.evaluate((name) => {
    const mark = performance.getEntriesByName(name)[0]!;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const chunk = resources.find((r) => /\/assets\/offer-map-[^/]+\.js$/.test(r.name));
    const geo = resources.find((r) => r.name.includes('/api/offers/geo'));
    const [moduleMs, createdMs, styleMs] = ['module', 'created', 'style-loaded'].map(
      (phase) => performance.getEntriesByName(`offer-map:${phase}`)[0]?.startTime ?? null,
    );
    return {
      moduleMs: moduleMs ?? null,
      createdMs: createdMs ?? null,
      styleMs: styleMs ?? null,
      readyMs: mark.startTime,
      mapChunkMs: chunk ? Math.round(chunk.responseEnd) : null,
      geoMs: geo ? Math.round(geo.responseEnd) : null,
      clusters: document.querySelectorAll('[data-clusters-ready] button[data-kind="cluster"]')
        .length,
    };
  }, readyMark);
}

async function firstVisits(browser: Browser, url: string, runs = RUNS): Promise<Visit[]> {
  const visits: Visit[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      ([key]) => window.localStorage.setItem(key!, 'map'),
      [viewStorageKey],
    );
    const page = await context.newPage();
    await page.goto(url);
    visits.push(await measure(page));
    await context.close();
  }
  return visits;
}

async function returningVisits(browser: Browser, url: string): Promise<Visit[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ([key]) => window.localStorage.setItem(key!, 'map'),
    [viewStorageKey],
  );
  const page = await context.newPage();
  await page.goto(url);
  await measure(page); // fills the HTTP cache
  const visits: Visit[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.reload();
    visits.push(await measure(page));
  }
  await context.close();
  return visits;
}

function summary(name: string, visits: Visit[]) {
  const ready = visits.map((v) => v.readyMs);
  const result = {
    medianMs: round(median(ready)),
    minMs: round(Math.min(...ready)),
    maxMs: round(Math.max(...ready)),
    withinBudget: median(ready) <= BUDGET_MS,
    medianMapChunkMs: round(median(visits.map((v) => v.mapChunkMs ?? NaN))),
    medianGeoMs: round(median(visits.map((v) => v.geoMs ?? NaN))),
    medianModuleMs: round(median(visits.map((v) => v.moduleMs ?? NaN))),
    medianCreatedMs: round(median(visits.map((v) => v.createdMs ?? NaN))),
    medianStyleMs: round(median(visits.map((v) => v.styleMs ?? NaN))),
    clustersOnScreen: visits[0]?.clusters ?? 0,
    runsMs: ready.map(round),
  };
  log(
    `${name.padEnd(18)} median ${String(result.medianMs).padStart(5)} ms  (min ${result.minMs}, max ${result.maxMs})  ` +
      `map chunk by ${result.medianMapChunkMs} ms, geo by ${result.medianGeoMs} ms, ` +
      `evaluated ${result.medianModuleMs}, map made ${result.medianCreatedMs}, ` +
      `style ${result.medianStyleMs}, ` +
      `${result.clustersOnScreen} clusters  ${result.withinBudget ? 'ok' : 'OVER BUDGET'}`,
  );
  return result;
}

async function main() {
  log(`offer map benchmark: ${OFFERS} offers, ${RUNS} runs per kind of visit`);
  log(`node ${process.version}, ${cpus().length} CPU(s): ${cpus()[0]?.model ?? 'unknown'}`);
  const dist = process.env.WEB_DIST_DIR ?? join(root, 'dist/web');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`no built app in ${dist}: run \`npx vite build\` first (or npm run bench:map)`);
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'acc-bench-map-'));
  removeOnExit(dataDir);
  log(`\n== seeding ${dataDir}`);
  await run('npm', ['run', 'seed', '--', '--offers', String(OFFERS)], {
    ...baseEnv,
    DATA_DIR: dataDir,
  });

  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  log(`\n== starting the server on ${base}`);
  start('server', ['--import', 'tsx', 'server/main.ts'], {
    ...baseEnv,
    PORT: String(port),
    HOST,
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST_DIR: dist,
  });
  await waitFor(`${base}/healthz`, 180_000);
  const geoResponse = await fetch(`${base}/api/offers/geo`);
  if (!geoResponse.ok) throw new Error(`GET /api/offers/geo answered ${geoResponse.status}`);
  const geo = (await geoResponse.json()) as { data: { features: unknown[] } };
  log(`the map gets ${geo.data.features.length} points`);

  const browser = await chromium.launch(chromiumLaunchOptions);
  const url = `${base}/angebot`;
  log('\n== measuring (navigation start to first idle with clusters)');
  await firstVisits(browser, url, 1); // warms the server's caches
  const first = summary('first visit', await firstVisits(browser, url));
  const returning = summary('returning visit', await returningVisits(browser, url));
  await browser.close();

  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const file = join(root, 'bench/results/map.json');
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        offers: OFFERS,
        points: geo.data.features.length,
        runs: RUNS,
        budgetMs: BUDGET_MS,
        cpus: cpus().length,
        firstVisit: first,
        returningVisit: returning,
      },
      null,
      2,
    )}\n`,
  );
  log(
    `\nbudget ${BUDGET_MS} ms (median of the first visits): ${first.withinBudget ? 'met' : 'MISSED'}`,
  );
  log(`results: ${file}`);
  markStopping();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(`\nmap benchmark failed: ${error instanceof Error ? error.stack : String(error)}`);
    markStopping();
    process.exit(1);
  },
);
