/**
 * Nearest-first list under load, on the embedded database (issue: one anonymous call
 * stalled the whole server). While a steady stream of nearest-first list calls arrives
 * (default 20 per second, random points in the city), a second client asks `/healthz` ten
 * times a second; the report gives both latencies, then the nearest-first throughput
 * when the list is asked as fast as the server answers. Budget: `/healthz` p95 < 50 ms.
 *
 *   npm run bench:nearest
 *   BENCH_LIST_QUERY='distance=50&limit=500' npm run bench:nearest   (what used to be allowed)
 *   BENCH_OFFERS=2000 BENCH_DURATION=5 npm run bench:nearest         (quick smoke run)
 *
 * Writes bench/results/nearest-load.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';
import { offerApi } from '../domain/offers/api-paths.ts';
import { percentile, printTable, summarise, type Latency } from './load.ts';
import { cityPoints } from './nearest.ts';
import { baseEnv, scratchDir, seedCity, startPortal } from './portal-server.ts';
import { log, markStopping, root } from './processes.ts';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 20); // seconds per phase
const RATE = Number(process.env.BENCH_RATE ?? 20); // nearest-first calls per second
const LIST_QUERY = process.env.BENCH_LIST_QUERY ?? 'distance=5&limit=100';
const HEALTH_PER_SECOND = 10;
const HEALTH_BUDGET_MS = 50;

const points = cityPoints(500);
const listPath = (i: number) => {
  const p = points[i % points.length]!;
  return `${offerApi.list}?lat=${p.lat.toFixed(5)}&lng=${p.lng.toFixed(5)}&${LIST_QUERY}`;
};

/** `/healthz` asked every 1/HEALTH_PER_SECOND s until `until` resolves; each answer's time. */
async function probeHealth(base: string, until: PromiseLike<unknown>): Promise<number[]> {
  let done = false;
  until.then(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(`${base}/healthz`)).arrayBuffer();
    const took = performance.now() - started;
    times.push(took);
    await new Promise((r) => setTimeout(r, Math.max(0, 1000 / HEALTH_PER_SECOND - took)));
  }
  return times;
}

/** Nearest-first calls at `rate` per second (0: as fast as answered), random points. */
function listLoad(base: string, rate: number, duration: number) {
  let i = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url: base,
    connections: 10,
    duration,
    ...(rate > 0 ? { overallRate: rate } : {}),
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: listPath(i++) }) }],
  });
  instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => latencies.push(ms));
  return {
    instance,
    done: instance.then((result) => ({
      requestsPerSecond: Math.round((result.requests.total / result.duration) * 10) / 10,
      non2xx: result.non2xx,
      errors: result.errors,
      latencyMs: summarise(latencies),
    })),
  };
}

const fmt = (l: Latency) => [l.p50, l.p95, l.p99, l.max].map((x) => x.toFixed(1));

async function main() {
  log(`node ${process.version}, ${cpus().length} CPU(s); ${OFFERS} offers; list ?${LIST_QUERY}`);
  const dataDir = scratchDir('acc-bench-nearest-');
  const seedSeconds = await seedCity({ ...baseEnv, DATA_DIR: dataDir }, OFFERS);
  const base = await startPortal('server (pglite)', { DATA_DIR: dataDir });
  const probe = await fetch(`${base}${listPath(0)}`);
  if (probe.status !== 200) log(`note: the list answers ${probe.status} to ?${LIST_QUERY}`);

  const idleHealth = await probeHealth(base, new Promise((r) => setTimeout(r, 5000)));
  const steady = listLoad(base, RATE, DURATION);
  const busyHealth = await probeHealth(base, steady.done);
  const steadyList = await steady.done;
  const flat = listLoad(base, 0, Math.max(5, Math.round(DURATION / 2)));
  const flatHealth = await probeHealth(base, flat.done);
  const flatList = await flat.done;
  markStopping();

  const health = {
    idle: summarise(idleHealth),
    underSteadyLoad: summarise(busyHealth),
    underFullLoad: summarise(flatHealth),
  };
  log('');
  printTable(
    ['measurement', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'req/s', 'non-2xx'],
    [
      ['/healthz, idle', ...fmt(health.idle), '', ''],
      [`/healthz, list at ${RATE}/s`, ...fmt(health.underSteadyLoad), '', ''],
      [
        `list at ${RATE}/s`,
        ...fmt(steadyList.latencyMs),
        String(steadyList.requestsPerSecond),
        String(steadyList.non2xx),
      ],
      ['/healthz, list flat out', ...fmt(health.underFullLoad), '', ''],
      [
        'list flat out',
        ...fmt(flatList.latencyMs),
        String(flatList.requestsPerSecond),
        String(flatList.non2xx),
      ],
    ],
  );
  const p95 = percentile(
    [...busyHealth].sort((a, b) => a - b),
    95,
  );
  log(
    `\n/healthz p95 under ${RATE} nearest-first calls/s: ${p95.toFixed(1)} ms ` +
      `(budget < ${HEALTH_BUDGET_MS} ms: ${p95 < HEALTH_BUDGET_MS ? 'met' : 'MISSED'})`,
  );
  const out = join(root, 'bench', 'results', 'nearest-load.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    JSON.stringify(
      {
        offers: OFFERS,
        listQuery: LIST_QUERY,
        rate: RATE,
        seedSeconds,
        health,
        steadyList,
        flatList,
      },
      null,
      2,
    ),
  );
  log(`results: ${out}`);
  process.exit(0);
}

await main();
