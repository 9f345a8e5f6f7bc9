import { afterEach, describe, expect, it } from 'vitest';
import {
  createWorkerPool,
  PoolBusy,
  WorkCancelled,
  WorkTimeout,
  type PoolOptions,
  type WorkerPool,
} from './worker-pool.ts';

type In = { spinMs: number; value: string };
type Out = { value: string; pid: number };

const script = new URL('./test-fixtures/spin-worker.ts', import.meta.url);
const pools: WorkerPool<In, Out>[] = [];
const pool = (options: Partial<PoolOptions> = {}) => {
  const p = createWorkerPool<In, Out>({
    script,
    workers: 1,
    queueLength: 1,
    timeoutMs: 5000,
    ...options,
  });
  pools.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** Whether a process of this id still runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid: number) {
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 20));
  return !alive(pid);
}

describe('worker pool', () => {
  it('runs jobs in a worker process, which stays for the next job', async () => {
    const p = pool();
    const first = await p.run({ spinMs: 0, value: 'a' });
    const second = await p.run({ spinMs: 0, value: 'b' });
    expect(first.value).toBe('a');
    expect(second).toEqual({ value: 'b', pid: first.pid });
    expect(first.pid).not.toBe(process.pid);
  });

  it('kills a job that runs over the time limit, so its CPU is freed, and goes on', async () => {
    const p = pool({ timeoutMs: 300 });
    const { pid } = await p.run({ spinMs: 0, value: 'warm' });
    await expect(p.run({ spinMs: -1, value: 'forever' })).rejects.toBeInstanceOf(WorkTimeout);
    expect(await gone(pid)).toBe(true);
    const next = await p.run({ spinMs: 0, value: 'after' });
    expect(next.value).toBe('after');
    expect(next.pid).not.toBe(pid);
  });

  it('queues a job while the workers are busy and refuses one beyond the queue', async () => {
    const p = pool({ workers: 1, queueLength: 1 });
    const running = p.run({ spinMs: 300, value: 'running' });
    const queued = p.run({ spinMs: 0, value: 'queued' });
    await expect(p.run({ spinMs: 0, value: 'refused' })).rejects.toBeInstanceOf(PoolBusy);
    expect((await running).value).toBe('running');
    expect((await queued).value).toBe('queued');
  });

  it('ends the work of a caller that gives up, running or queued', async () => {
    const p = pool({ workers: 1, queueLength: 1 });
    const { pid } = await p.run({ spinMs: 0, value: 'warm' });
    const leaving = new AbortController();
    const alsoLeaving = new AbortController();
    const running = p.run({ spinMs: -1, value: 'x' }, leaving.signal);
    const queued = p.run({ spinMs: 0, value: 'y' }, alsoLeaving.signal);
    alsoLeaving.abort();
    await expect(queued).rejects.toBeInstanceOf(WorkCancelled);
    leaving.abort();
    await expect(running).rejects.toBeInstanceOf(WorkCancelled);
    expect(await gone(pid)).toBe(true);
    expect((await p.run({ spinMs: 0, value: 'z' })).value).toBe('z');
  });

  it('kills running work and refuses queued and new jobs when closed', async () => {
    const p = pool({ workers: 1, queueLength: 1 });
    const { pid } = await p.run({ spinMs: 0, value: 'warm' });
    const jobs = Promise.allSettled([
      p.run({ spinMs: -1, value: 'running' }),
      p.run({ spinMs: 0, value: 'queued' }),
    ]);
    await p.close();
    for (const job of await jobs) {
      expect(job.status).toBe('rejected');
      expect((job as PromiseRejectedResult).reason).toBeInstanceOf(WorkCancelled);
    }
    await expect(p.run({ spinMs: 0, value: 'z' })).rejects.toBeInstanceOf(WorkCancelled);
    expect(alive(pid)).toBe(false);
    expect(p.stats().workers).toBe(0);
  });
});
