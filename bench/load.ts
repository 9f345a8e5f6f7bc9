/**
 * Load measurement shared by the offers benchmark: autocannon against one URL (warm-up, then
 * a measured run recording every response time), sequential timings of single calls, and
 * percentiles and a plain-text table for the report.
 */
import autocannon from 'autocannon';
import { log } from './processes.ts';

export type LoadOptions = { connections: number; warmup: number; duration: number };

export type Latency = { p50: number; p95: number; p99: number; mean: number; max: number };

export type LoadMeasurement = {
  target: string;
  encoding: string;
  url: string;
  requestsPerSecond: number;
  totalRequests: number;
  latencyMs: Latency;
  throughputBytesPerSecond: number;
  responseBytes: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Percentiles of a list of durations in milliseconds. */
export function summarise(durations: number[]): Latency {
  const sorted = [...durations].sort((a, b) => a - b);
  const mean = sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length);
  return {
    p50: round3(percentile(sorted, 50)),
    p95: round3(percentile(sorted, 95)),
    p99: round3(percentile(sorted, 99)),
    mean: round3(mean),
    max: round3(sorted.at(-1) ?? NaN),
  };
}

/** Throughput of one URL under load, in the same way bench/content.bench.ts measures it. */
export async function measureLoad(
  target: string,
  encoding: string,
  url: string,
  headers: Record<string, string>,
  responseBytes: number,
  options: LoadOptions,
): Promise<LoadMeasurement> {
  const common = { url, connections: options.connections, headers, pipelining: 1 };
  await autocannon({ ...common, duration: options.warmup });
  const latencies: number[] = [];
  const instance = autocannon({ ...common, duration: options.duration });
  instance.on(
    'response',
    (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
    },
  );
  const result = await instance;
  return {
    target,
    encoding,
    url,
    requestsPerSecond: Math.round((result.requests.total / result.duration) * 10) / 10,
    totalRequests: result.requests.total,
    latencyMs: summarise(latencies),
    throughputBytesPerSecond: Math.round(result.throughput.average),
    responseBytes,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Runs `call` `warmup` times unmeasured, then `count` times one after another, timing each. */
export async function timeSequential(
  count: number,
  warmup: number,
  call: (i: number) => Promise<unknown>,
): Promise<Latency & { count: number }> {
  for (let i = 0; i < warmup; i++) await call(i);
  const durations: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await call(warmup + i);
    durations.push(performance.now() - started);
  }
  return { count, ...summarise(durations) };
}

/** Right-aligned columns under a header and a rule. */
export function printTable(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  log(fmt(head));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) log(fmt(r));
}
