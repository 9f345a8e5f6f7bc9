// Minimal types for the parts of autocannon the benchmarks use (the package ships none,
// and @types/autocannon is not a dependency).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string | Buffer;
    /** Requests per second over all connections. */
    overallRate?: number;
    requests?: RequestSpec[];
  }

  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  export interface RequestSpec extends RequestParams {
    /** Called before each request of this step; its answer is what is sent. */
    setupRequest?: (request: RequestParams) => RequestParams;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    url: string;
    duration: number;
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
