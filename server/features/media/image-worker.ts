/**
 * An image worker: a child process of the server that renders one upload at a time, sent
 * over IPC by the pool (worker-pool.ts). A process rather than a worker thread because
 * sharp's work runs in native threads that a terminated worker thread does not stop; killing
 * a process does (decision 049).
 */
import sharp from 'sharp';
import { renderVariants } from './images.ts';
import type { WorkerReply, WorkerRequest } from './worker-pool.ts';

// One core per job: the pool's size is the bound on cores, and libvips' cache only keeps
// pixels alive between unrelated uploads.
sharp.concurrency(1);
sharp.cache(false);

if (!process.send) throw new Error('image-worker.ts runs as a child process of the server');

process.on('message', (message: WorkerRequest<{ bytes: Uint8Array; type: string }>) => {
  const { bytes, type } = message.input;
  void renderVariants(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), type)
    .then((output) => process.send!({ id: message.id, output } satisfies WorkerReply<unknown>))
    .catch(() =>
      process.send!({
        id: message.id,
        output: { ok: false, reason: 'broken' },
      } satisfies WorkerReply<unknown>),
    );
});
// The parent going away (the server stopped or crashed) ends the worker too, at once: a
// normal exit would wait for the native job under way.
process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));
process.send({ ready: true });
