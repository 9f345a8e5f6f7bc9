import { availableParallelism } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { guardRoutes } from '../accounts/index.ts';
import multipart from '@fastify/multipart';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { createImageWork } from './image-work.ts';
import { createMediaRepository } from './repository.ts';
export { mediaBackendRoutes } from './backend/routes.ts';
import { mediaRoutes } from './routes.ts';
import { createOrphanSweep } from './sweep.ts';

/** How often each app server looks for unused uploads. */
const sweepIntervalMs = 60 * 60 * 1000;

/** The media area's public entry; returns what account deletion needs, and the sweep. */
export async function registerMedia(
  app: FastifyInstance,
  deps: {
    storage: FileStorage;
    uploadsPerMinute: number;
    quotaBytes: number;
    /** Uploads nothing names are removed once they are this old. */
    orphanGraceMs: number;
    /** Images rendered at once (worker processes; unset: the cores, at most 2) and the time
     * limit per image. */
    imageWorkers?: number | undefined;
    imageWorkTimeoutMs: number;
  },
) {
  await app.register(multipart);
  const repo = createMediaRepository(app.db);
  const images = createImageWork({
    workers: deps.imageWorkers ?? Math.min(2, availableParallelism()),
    timeoutMs: deps.imageWorkTimeoutMs,
  });
  // Stopping the server (SIGTERM closes the app) kills images still being rendered, before
  // the close waits for requests under way: theirs answer 503 at once.
  app.addHook('preClose', () => images.close());
  // Uploading needs a verified account (the tree admits it first); the files are public.
  await app.register(async (tree) => {
    guardRoutes(tree, 'verified');
    await tree.register(mediaRoutes, {
      storage: deps.storage,
      repo,
      uploadsPerMinute: deps.uploadsPerMinute,
      quotaBytes: deps.quotaBytes,
      images,
    });
  });
  const orphans = createOrphanSweep({
    storage: deps.storage,
    repo,
    graceMs: deps.orphanGraceMs,
    log: app.log,
  });
  const stopSweeps = orphans.start(sweepIntervalMs);
  app.addHook('onClose', stopSweeps);
  return {
    /** Removes unused uploads now (the timer does so every hour). */
    sweepOrphans: orphans.sweep,
    /** Deletes every file a user uploaded, then the records of them. */
    async deleteUploadsOf(userId: number) {
      for (const upload of await repo.ofUser(userId)) {
        for (const key of upload.keys) await deps.storage.delete(key);
      }
      await repo.removeOfUser(userId);
    },
  };
}
