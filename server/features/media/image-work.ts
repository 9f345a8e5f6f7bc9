import type { ImageResult } from './images.ts';
import { createWorkerPool } from './worker-pool.ts';

export type ImageWorkOptions = {
  /** Images rendered at once, one worker process each. */
  workers: number;
  /** An image taking longer is refused and its worker killed. */
  timeoutMs: number;
};

/**
 * Image rendering off the server's process (decision 049): a few workers, a short queue
 * (two waiting per worker; more are refused as busy) and a time limit per image.
 */
export function createImageWork({ workers, timeoutMs }: ImageWorkOptions) {
  const pool = createWorkerPool<{ bytes: Uint8Array; type: string }, ImageResult>({
    script: new URL('./image-worker.ts', import.meta.url),
    workers,
    queueLength: workers * 2,
    timeoutMs,
  });
  return {
    render: (bytes: Uint8Array, type: string, signal?: AbortSignal) =>
      pool.run({ bytes, type }, signal),
    close: pool.close,
    stats: pool.stats,
  };
}

export type ImageWork = ReturnType<typeof createImageWork>;
