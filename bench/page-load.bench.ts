/**
 * Server-rendered pages under a flood of distinct addresses (one client, many made-up query
 * strings): each address the page cache does not know costs a render and a compression. While
 * BENCH_REQUESTS requests (default 300) to `/angebot?x=<distinct>` arrive from one address,
 * BENCH_CONNECTIONS (default 10) at a time, `/healthz` and one hashed script are asked in turn;
 * the report gives their latencies idle and under the flood, and how the pages were answered
 * (rendered and kept, or the app shell because every render slot was taken). A second flood
 * varies a parameter the screen does read (`?categories=<distinct>`), which no cache key can
 * fold: there only the bound on renders at once protects the server. Budget: `/healthz` p95
 * < 50 ms under the first flood.
 *
 *   npm run bench:pages               (needs a build: npm run build)
 *   WEB_DIST_DIR=/somewhere/web BENCH_OFFERS=2000 npm run bench:pages
 *
 * Writes bench/results/page-load.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { printTable, summarise, type Latency } from './load.ts';
import { baseEnv, scratchDir, seedCity, startPortal } from './portal-server.ts';
import { getRaw, log, markStopping, root } from './processes.ts';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DIST = resolve(process.env.WEB_DIST_DIR ?? join(root, 'dist/web'));
const PROBES_PER_SECOND = 100;
const HEALTH_BUDGET_MS = 50;
// What a browser sends: the compressed variants are what the cache prepares.
const browser = { 'accept-encoding': 'br, gzip', 'accept-language': 'de' };

/** A path asked one after another every 1/PROBES_PER_SECOND s (or right after a slower answer) until `until` resolves. */
async function probe(url: string, until: PromiseLike<unknown>): Promise<number[]> {
  let done = false;
  void until.then(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    await getRaw(url, browser);
    const took = performance.now() - started;
    times.push(took);
    await new Promise((r) => setTimeout(r, Math.max(0, 1000 / PROBES_PER_SECOND - took)));
  }
  return times;
}

type Flood = {
  path: string;
  seconds: number;
  pagesPerSecond: number;
  latencyMs: Latency;
  /** Rendered pages (an ETag: kept as ready bytes) and app shells (no-store: no slot free). */
  kept: number;
  shell: number;
  other: Record<string, number>;
};

/** REQUESTS page requests, CONNECTIONS at a time, the i-th to `pathOf(i)`. */
async function flood(base: string, pathOf: (i: number) => string): Promise<Flood> {
  let next = 0;
  const latencies: number[] = [];
  const answers = { kept: 0, shell: 0, other: {} as Record<string, number> };
  const started = performance.now();
  async function worker() {
    while (next < REQUESTS) {
      const i = next++;
      const sent = performance.now();
      const res = await getRaw(`${base}${pathOf(i)}`, browser);
      latencies.push(performance.now() - sent);
      if (res.status === 200 && res.headers.etag) answers.kept++;
      else if (res.headers['cache-control'] === 'no-store') answers.shell++;
      else {
        const kind = `${res.status} ${res.headers['cache-control'] ?? ''}`.trim();
        answers.other[kind] = (answers.other[kind] ?? 0) + 1;
      }
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    path: pathOf(0),
    seconds: Math.round(seconds * 10) / 10,
    pagesPerSecond: Math.round((REQUESTS / seconds) * 10) / 10,
    latencyMs: summarise(latencies),
    ...answers,
  };
}

/** The flood with `/healthz` and the script probed alongside. */
async function measured(base: string, script: string, pathOf: (i: number) => string) {
  const pages = flood(base, pathOf);
  const [health, asset] = await Promise.all([
    probe(`${base}/healthz`, pages),
    probe(`${base}${script}`, pages),
  ]);
  return {
    pages: await pages,
    health: { ...summarise(health), samples: health.length },
    asset: { ...summarise(asset), samples: asset.length },
  };
}

const fmt = (l: Latency) => [l.p50, l.p95, l.max].map((x) => x.toFixed(1));

async function main() {
  log(
    `node ${process.version}, ${cpus().length} CPU(s); ${OFFERS} offers; ` +
      `${REQUESTS} page requests, ${CONNECTIONS} at a time`,
  );
  const dataDir = scratchDir('acc-bench-pages-');
  const seedSeconds = await seedCity({ ...baseEnv, DATA_DIR: dataDir }, OFFERS);
  const base = await startPortal('server (pglite)', { DATA_DIR: dataDir, WEB_DIST_DIR: DIST });

  const home = await getRaw(`${base}/angebot`, {});
  const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(
    home.body.toString(),
  )?.[1];
  if (home.status !== 200 || !script) throw new Error(`no built page at ${base}/angebot`);
  log(`/angebot: ${(home.body.length / 1e6).toFixed(2)} MB of HTML; script ${script}`);

  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const idle = {
    health: summarise(await probe(`${base}/healthz`, wait(3000))),
    asset: summarise(await probe(`${base}${script}`, wait(3000))),
  };
  const run = Date.now().toString(36); // distinct from any earlier run's addresses
  const unknown = await measured(base, script, (i) => `/angebot?x=${run}-${i}`);
  const known = await measured(base, script, (i) => `/angebot?categories=c${run}-${i}`);
  markStopping();

  log('');
  printTable(
    ['measurement', 'p50 ms', 'p95 ms', 'max ms', 'pages/s', 'kept', 'shell', 'other', 'n'],
    [
      ['/healthz, idle', ...fmt(idle.health), '', '', '', ''],
      ['script, idle', ...fmt(idle.asset), '', '', '', ''],
      ...(
        [
          ['?x=<distinct>', unknown],
          ['?categories=<distinct>', known],
        ] as const
      ).flatMap(([name, m]) => [
        [
          `pages ${name}`,
          ...fmt(m.pages.latencyMs),
          String(m.pages.pagesPerSecond),
          String(m.pages.kept),
          String(m.pages.shell),
          JSON.stringify(m.pages.other),
        ],
        [`/healthz, pages ${name}`, ...fmt(m.health), '', '', '', '', String(m.health.samples)],
        [`script, pages ${name}`, ...fmt(m.asset), '', '', '', '', String(m.asset.samples)],
      ]),
    ],
  );
  const p95 = unknown.health.p95;
  log(
    `\n/healthz p95 under ${REQUESTS} distinct page addresses: ${p95.toFixed(1)} ms ` +
      `(budget < ${HEALTH_BUDGET_MS} ms: ${p95 < HEALTH_BUDGET_MS ? 'met' : 'MISSED'})`,
  );
  const out = join(root, 'bench', 'results', 'page-load.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    JSON.stringify(
      {
        offers: OFFERS,
        requests: REQUESTS,
        connections: CONNECTIONS,
        seedSeconds,
        pageBytes: home.body.length,
        idle,
        unknownParameter: unknown,
        knownParameter: known,
        healthP95UnderUnknown: p95,
      },
      null,
      2,
    ),
  );
  log(`results: ${out}`);
  process.exit(0);
}

await main();
