import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { createMediaRepository } from './repository.ts';
export { listLibrary, type LibraryItem } from './library.ts';
import { mediaRoutes } from './routes.ts';
import { createOrphanSweep } from './sweep.ts';

/** How often each app server looks for unused uploads. */
const sweepIntervalMs = 60 * 60 * 1000;

/** The media area's public entry; returns what account deletion needs, and the sweep. */
export async function registerMedia(
  app: FastifyInstance,
  deps: {
    storage: FileStorage;
    requireUser: (request: FastifyRequest) => Promise<{ id: number }>;
    uploadsPerMinute: number;
    quotaBytes: number;
    /** Uploads nothing names are removed once they are this old. */
    orphanGraceMs: number;
  },
) {
  await app.register(multipart);
  const repo = createMediaRepository(app.db);
  await app.register(mediaRoutes, {
    storage: deps.storage,
    repo,
    requireUser: deps.requireUser,
    uploadsPerMinute: deps.uploadsPerMinute,
    quotaBytes: deps.quotaBytes,
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
