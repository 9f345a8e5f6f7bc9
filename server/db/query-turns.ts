import { setImmediate as nextIoTurn } from 'node:timers/promises';
import pLimit from 'p-limit';
import { HttpError } from '../http-error.ts';

export type QueryTurns = <T>(task: () => Promise<T>) => Promise<T>;

export class BusyError extends HttpError {
  constructor() {
    super(503, 'The server is busy. Please try again shortly.');
  }
}

/**
 * Heavy reads (a request's cost grows with the data: the nearest-first list) take turns.
 * PGlite runs inside this process, so a query holds the event loop while it runs, and
 * queries queued one after another run back to back without letting I/O in: a burst of
 * list calls held every other request, `/healthz` included, for their sum. Each turn first
 * yields to pending I/O, so at most `concurrency` heavy queries stand between any request
 * and its answer; when `maxWaiting` are already waiting the call answers 503 at once
 * instead of making the line longer.
 */
export function createQueryTurns(options: { concurrency: number; maxWaiting: number }): QueryTurns {
  const limit = pLimit(options.concurrency);
  return (task) => {
    if (limit.pendingCount >= options.maxWaiting) return Promise.reject(new BusyError());
    return limit(async () => {
      await nextIoTurn();
      return task();
    });
  };
}
