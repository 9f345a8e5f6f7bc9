/**
 * Content bundle throughput: GET /api/content of the real server (seeded with 10,000
 * offers, NODE_ENV=production) against a minimal Fastify server that serves the very same
 * bytes with the same headers (bench/file-server.ts), measured in one run on one machine.
 *
 *   npm run bench                      (= node --import tsx bench/content.bench.ts)
 *   BENCH_OFFERS=1000 BENCH_DURATION=5 npm run bench     (smaller, quicker)
 *   BENCH_PATH=/news npm run bench     (a server-rendered page instead of the bundle)
 *
 * Prints requests/s, latency p50/p95/p99 and bytes for each target and the ratio
 * api/static, and writes the figures to bench/results/content.json.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../scripts/free-port.ts';
import { getRaw, log, markStopping, removeOnExit, root, run, start, waitFor } from './processes.ts';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10); // seconds per measurement
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2); // seconds before each measurement
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BUDGET = 0.8; // ARCHITECTURE.md: API throughput >= 0.8 x static
const HOST = '127.0.0.1';
const LANGUAGE = 'de';
// What is measured: the content bundle by default; BENCH_PATH=/news measures a rendered page
// (kept as ready bytes for visitors without a session) the same way.
const PATH = process.env.BENCH_PATH ?? '/api/content';

// The benchmark always uses its own embedded database, never a configured server.
const baseEnv: NodeJS.ProcessEnv = { ...process.env };
delete baseEnv.DATABASE_URL;
delete baseEnv.REDIS_URL;

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex').slice(0, 16);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

type Measurement = {
  target: string;
  encoding: string;
  url: string;
  requestsPerSecond: number;
  totalRequests: number;
  latencyMs: { p50: number; p95: number; p99: number; mean: number; max: number };
  throughputBytesPerSecond: number;
  responseBytes: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

async function measure(
  target: string,
  encoding: string,
  url: string,
  headers: Record<string, string>,
  responseBytes: number,
): Promise<Measurement> {
  const common = { url, connections: CONNECTIONS, headers, pipelining: 1 };
  await autocannon({ ...common, duration: WARMUP });

  const latencies: number[] = [];
  const instance = autocannon({ ...common, duration: DURATION });
  instance.on(
    'response',
    (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
    },
  );
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const mean = latencies.reduce((s, x) => s + x, 0) / Math.max(1, latencies.length);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    target,
    encoding,
    url,
    requestsPerSecond: Math.round((result.requests.total / result.duration) * 10) / 10,
    totalRequests: result.requests.total,
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      mean: round(mean),
      max: round(latencies.at(-1) ?? NaN),
    },
    throughputBytesPerSecond: Math.round(result.throughput.average),
    responseBytes,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function table(rows: Measurement[]) {
  const head = [
    'target',
    'encoding',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'body bytes',
    'MB/s',
    'non-2xx',
  ];
  const lines = rows.map((r) => [
    r.target,
    r.encoding,
    r.requestsPerSecond.toFixed(0),
    r.latencyMs.p50.toFixed(2),
    r.latencyMs.p95.toFixed(2),
    r.latencyMs.p99.toFixed(2),
    String(r.responseBytes),
    (r.throughputBytesPerSecond / 1e6).toFixed(1),
    String(r.non2xx + r.errors),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  log(fmt(head));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) log(fmt(l));
}

async function main() {
  log(
    `content bundle benchmark: ${OFFERS} offers, ${CONNECTIONS} connections, ${WARMUP}s warm-up + ${DURATION}s per target`,
  );
  log(`node ${process.version}, ${cpus().length} CPU(s): ${cpus()[0]?.model ?? 'unknown'}`);

  // 1. A fresh database with the requested amount of content.
  const dataDir = mkdtempSync(join(tmpdir(), 'acc-bench-'));
  removeOnExit(dataDir);
  const seedEnv = { ...baseEnv, DATA_DIR: dataDir };
  log(`\n== seeding ${dataDir}`);
  const seedStart = performance.now();
  await run('npm', ['run', 'seed', '--', '--offers', String(OFFERS)], seedEnv);
  const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
  log(`seeded in ${seedSeconds}s`);

  // 2. The real server.
  const apiPort = await freePort();
  const api = `http://${HOST}:${apiPort}`;
  log(`\n== starting the server on ${api}`);
  start('server', ['--import', 'tsx', 'server/main.ts'], {
    ...baseEnv,
    PORT: String(apiPort),
    HOST,
    PUBLIC_URL: api,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    // One client hammering one route is the point here, not something to fend off.
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  await waitFor(`${api}/healthz`, 180_000);

  // 3. The bytes the API answers, plain and compressed, kept for the static server.
  const plainHeaders = { 'accept-language': LANGUAGE };
  const compressedHeaders = { 'accept-language': LANGUAGE, 'accept-encoding': 'br, gzip' };
  const plain = await getRaw(`${api}${PATH}`, plainHeaders);
  if (plain.status !== 200) throw new Error(`GET ${PATH} answered ${plain.status}`);
  if (plain.headers['content-encoding'])
    throw new Error('the API compressed without Accept-Encoding');
  const compressed = await getRaw(`${api}${PATH}`, compressedHeaders);
  const compressedEncoding = compressed.headers['content-encoding'];

  const staticDir = mkdtempSync(join(tmpdir(), 'acc-bench-static-'));
  removeOnExit(staticDir);
  writeFileSync(join(staticDir, 'content.json'), plain.body);
  if (compressedEncoding === 'br' || compressedEncoding === 'gzip') {
    writeFileSync(
      join(staticDir, `content.json.${compressedEncoding === 'br' ? 'br' : 'gz'}`),
      compressed.body,
    );
  }
  const copied: Record<string, string> = {};
  for (const name of ['content-type', 'etag', 'cache-control', 'vary', 'content-language']) {
    if (plain.headers[name]) copied[name] = plain.headers[name];
  }
  log(
    `bundle: ${plain.body.length} bytes plain (sha ${sha(plain.body)})` +
      (compressedEncoding
        ? `, ${compressed.body.length} bytes ${compressedEncoding}`
        : ', not compressed by the API'),
  );
  log(`headers copied to the static server: ${JSON.stringify(copied)}`);

  // 4. The static baseline.
  const staticPort = await freePort();
  const stat = `http://${HOST}:${staticPort}`;
  start('static server', ['--import', 'tsx', 'bench/file-server.ts'], {
    ...baseEnv,
    PORT: String(staticPort),
    HOST,
    BENCH_STATIC_DIR: staticDir,
    BENCH_FILE: 'content.json',
    BENCH_ROUTE: PATH,
    BENCH_HEADERS: JSON.stringify(copied),
    NODE_ENV: 'production',
  });
  await waitFor(`${stat}${PATH}`, 30_000);

  // The baseline must really serve the same bytes.
  const scenarios: Array<{ encoding: string; headers: Record<string, string>; body: Buffer }> = [
    { encoding: 'identity', headers: plainHeaders, body: plain.body },
  ];
  if (compressedEncoding) {
    scenarios.push({
      encoding: compressedEncoding,
      headers: compressedHeaders,
      body: compressed.body,
    });
  }
  const targets = [
    { name: 'api', url: `${api}${PATH}` },
    { name: 'static-file', url: `${stat}${PATH}` },
    { name: 'static-memory', url: `${stat}/memory${PATH}` },
  ];
  for (const s of scenarios) {
    for (const t of targets.slice(1)) {
      const check = await getRaw(t.url, s.headers);
      if (check.status !== 200 || !check.body.equals(s.body)) {
        throw new Error(
          `${t.name} (${s.encoding}) does not serve the API's bytes: ${check.status}, ${check.body.length} bytes`,
        );
      }
    }
  }

  // 5. Measure, one target at a time.
  const measurements: Measurement[] = [];
  for (const s of scenarios) {
    for (const t of targets) {
      log(`\n== ${t.name}, ${s.encoding}: ${WARMUP}s warm-up, ${DURATION}s measurement`);
      const m = await measure(t.name, s.encoding, t.url, s.headers, s.body.length);
      log(
        `${m.requestsPerSecond.toFixed(0)} req/s, p50 ${m.latencyMs.p50} ms, p95 ${m.latencyMs.p95} ms, p99 ${m.latencyMs.p99} ms`,
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

  // 6. Report.
  const ratios: Record<
    string,
    { apiToStaticFile: number; apiToStaticMemory: number; meetsBudget: boolean }
  > = {};
  for (const s of scenarios) {
    const get = (name: string) =>
      measurements.find((m) => m.target === name && m.encoding === s.encoding)!;
    const apiToStaticFile = get('api').requestsPerSecond / get('static-file').requestsPerSecond;
    const apiToStaticMemory = get('api').requestsPerSecond / get('static-memory').requestsPerSecond;
    ratios[s.encoding] = {
      apiToStaticFile: Math.round(apiToStaticFile * 1000) / 1000,
      apiToStaticMemory: Math.round(apiToStaticMemory * 1000) / 1000,
      meetsBudget: apiToStaticFile >= BUDGET,
    };
  }

  log('\n== results');
  table(measurements);
  log('');
  for (const [encoding, r] of Object.entries(ratios)) {
    log(
      `ratio api/static-file (${encoding}): ${r.apiToStaticFile.toFixed(3)}  ` +
        `(budget >= ${BUDGET}: ${r.meetsBudget ? 'met' : 'NOT met'}); api/static-memory: ${r.apiToStaticMemory.toFixed(3)}`,
    );
  }

  const out = join(root, 'bench', 'results', 'content.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        benchmark: 'content',
        date: new Date().toISOString(),
        node: process.version,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model,
        offers: OFFERS,
        connections: CONNECTIONS,
        warmupSeconds: WARMUP,
        durationSeconds: DURATION,
        acceptLanguage: LANGUAGE,
        seedSeconds,
        bundle: {
          plainBytes: plain.body.length,
          compressedBytes: compressedEncoding ? compressed.body.length : null,
          compressedEncoding: compressedEncoding ?? null,
          headers: copied,
        },
        measurements,
        ratios,
        budget: { apiToStaticFile: BUDGET },
      },
      null,
      2,
    )}\n`,
  );
  log(`\nwritten: ${out}`);
}

main()
  .then(() => {
    markStopping();
    // process.exit runs the clean-up of bench/processes.ts (children, temporary folders).
    process.exit(0);
  })
  .catch((err: unknown) => {
    markStopping();
    log(`\nbenchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  });
