import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** What the pool sends a worker, and what a worker answers (image-worker.ts). */
export type WorkerRequest<In> = { id: number; input: In };
export type WorkerReply<Out> = { id: number; output: Out };

/** The job ran over the time limit; its worker was killed. */
export class WorkTimeout extends Error {
  override name = 'WorkTimeout';
}
/** Every worker is busy and the queue is full: try again shortly. */
export class PoolBusy extends Error {
  override name = 'PoolBusy';
}
/** The pool was closed (the server stops), or the caller gave up (its signal fired). */
export class WorkCancelled extends Error {
  override name = 'WorkCancelled';
}
/** The worker process ended without answering (crashed, ran out of memory). */
export class WorkerDied extends Error {
  override name = 'WorkerDied';
}

export type PoolOptions = {
  /** The worker's module; it answers each WorkerRequest with a WorkerReply of the same id. */
  script: URL;
  /** Jobs that run at once, one process each. */
  workers: number;
  /** Jobs that may wait for a free worker; one more is refused with PoolBusy. */
  queueLength: number;
  /** A job running longer than this is ended by killing its worker. */
  timeoutMs: number;
};

type Job<In, Out> = {
  input: In;
  signal?: AbortSignal;
  resolve(output: Out): void;
  reject(error: Error): void;
};

type Slot<In, Out> = { child?: ChildProcess; ready?: Promise<ChildProcess>; job?: Job<In, Out> };

// The workers are TypeScript like the server; tsx is resolved from here so they start from
// any working directory.
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * A few child processes that run jobs one at a time each, with a queue, a time limit that
 * kills the process (so the CPU is really freed) and close() for the server's shutdown.
 * Processes start on first use and stay, so a quiet server (and every test app) spawns none.
 */
export function createWorkerPool<In, Out>(options: PoolOptions) {
  const slots: Slot<In, Out>[] = Array.from({ length: options.workers }, () => ({}));
  const queue: Job<In, Out>[] = [];
  let closed = false;
  let nextId = 1;

  function spawnWorker(slot: Slot<In, Out>): Promise<ChildProcess> {
    const child = fork(options.script, [], {
      execArgv: ['--import', tsx],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    slot.child = child;
    child.once('exit', () => {
      if (slot.child !== child) return;
      slot.child = undefined;
      slot.ready = undefined;
    });
    return new Promise((resolve, reject) => {
      child.once('message', () => resolve(child)); // { ready: true }, after sharp loaded
      child.once('exit', (code, signal) =>
        reject(new WorkerDied(`image worker ended on start (${code ?? signal})`)),
      );
      child.once('error', reject);
    });
  }

  function kill(slot: Slot<In, Out>) {
    slot.child?.kill('SIGKILL');
    slot.child = undefined;
    slot.ready = undefined;
  }

  function settle(slot: Slot<In, Out>) {
    slot.job = undefined;
    const next = queue.shift();
    if (next) void runOn(slot, next);
  }

  async function runOn(slot: Slot<In, Out>, job: Job<In, Out>) {
    slot.job = job;
    let finished = false;
    const finish = (error: Error | undefined, output?: Out) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      job.signal?.removeEventListener('abort', onAbort);
      if (error) job.reject(error);
      else job.resolve(output as Out);
      settle(slot);
    };
    const onAbort = () => {
      kill(slot);
      finish(new WorkCancelled('the caller gave up'));
    };
    let timer: NodeJS.Timeout | undefined = undefined;
    if (job.signal?.aborted) return onAbort();
    job.signal?.addEventListener('abort', onAbort, { once: true });
    let child: ChildProcess;
    try {
      child = await (slot.ready ??= spawnWorker(slot));
    } catch (error) {
      if (finished) return; // given up meanwhile: the slot may already serve the next job
      kill(slot);
      return finish(closed ? new WorkCancelled('the pool is closed') : (error as Error));
    }
    if (finished) return;
    // The clock starts once the worker is ready: starting one is the pool's cost, not the job's.
    timer = setTimeout(() => {
      kill(slot);
      finish(new WorkTimeout(`the job ran longer than ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    const id = nextId++;
    const onMessage = (reply: WorkerReply<Out>) => {
      if (reply.id !== id) return;
      child.off('exit', onExit);
      child.off('message', onMessage);
      finish(undefined, reply.output);
    };
    const onExit = (code: number | null, signal: string | null) => {
      child.off('message', onMessage);
      finish(
        closed
          ? new WorkCancelled('the pool is closed')
          : new WorkerDied(`image worker ended (${code ?? signal})`),
      );
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send({ id, input: job.input } satisfies WorkerRequest<In>);
  }

  return {
    /** Runs one job; rejects with WorkTimeout, PoolBusy, WorkCancelled or WorkerDied. */
    run(input: In, signal?: AbortSignal): Promise<Out> {
      return new Promise<Out>((resolve, reject) => {
        if (closed) return reject(new WorkCancelled('the pool is closed'));
        const job: Job<In, Out> = { input, signal, resolve, reject };
        const idle = slots.find((s) => !s.job);
        if (idle) return void runOn(idle, job);
        if (queue.length >= options.queueLength)
          return reject(new PoolBusy('every image worker is busy'));
        queue.push(job);
        signal?.addEventListener(
          'abort',
          () => {
            const at = queue.indexOf(job);
            if (at < 0) return;
            queue.splice(at, 1);
            reject(new WorkCancelled('the caller gave up'));
          },
          { once: true },
        );
      });
    },
    /** Ends every worker, running jobs included, and refuses the queued ones. */
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new WorkCancelled('the pool is closed'));
      const exits = slots.map((slot) => {
        const child = slot.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return undefined;
        return new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          kill(slot);
        });
      });
      await Promise.all(exits);
    },
    /** Worker processes alive now, and jobs waiting (for tests and the bench). */
    stats() {
      return {
        workers: slots.filter((s) => s.child && s.child.exitCode === null).length,
        running: slots.filter((s) => s.job).length,
        queued: queue.length,
        pids: slots.flatMap((s) => (s.child?.pid ? [s.child.pid] : [])),
      };
    },
  };
}

export type WorkerPool<In, Out> = ReturnType<typeof createWorkerPool<In, Out>>;
