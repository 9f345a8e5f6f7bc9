/**
 * A worker for the pool's tests: answers `{ value }` after keeping its core busy for `spinMs`
 * (a busy loop, so only killing the process stops it), or never when `spinMs` is -1.
 */
import type { WorkerReply, WorkerRequest } from '../worker-pool.ts';

process.on('message', ({ id, input }: WorkerRequest<{ spinMs: number; value: string }>) => {
  const until = input.spinMs < 0 ? Infinity : Date.now() + input.spinMs;
  while (Date.now() < until) {
    // spinning
  }
  process.send!({ id, output: { value: input.value, pid: process.pid } } satisfies WorkerReply<{
    value: string;
    pid: number;
  }>);
});
process.on('disconnect', () => process.exit(0));
process.send!({ ready: true });
