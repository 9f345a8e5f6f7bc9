import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { createMediaRepository } from './repository.ts';
import { mediaRoutes } from './routes.ts';

const sweepEveryMs = 60 * 60 * 1000;
const sweepBatch = 500;

/** The media area's public entry; returns what account deletion and the sweep need. */
export async function registerMedia(
  app: FastifyInstance,
  deps: {
    storage: FileStorage;
    requireUser: (request: FastifyRequest) => Promise<{ id: number }>;
    uploadsPerMinute: number;
    quotaBytes: number;
    /** Uploads no record refers to are removed once they are this old. */
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

  /**
   * Removes uploads that nothing refers to (a form left before saving, a replaced image)
   * once the grace period is over; returns how many it removed.
   */
  async function sweepOrphans(now = new Date()): Promise<number> {
    const found = await repo.orphans(new Date(now.getTime() - deps.orphanGraceMs), sweepBatch);
    for (const upload of found) for (const key of upload.keys) await deps.storage.delete(key);
    if (found.length > 0) await repo.remove(found.map((upload) => upload.id));
    return found.length;
  }

  // Hourly in the process; several servers may sweep at once, deleting twice is harmless.
  const timer = setInterval(() => {
    sweepOrphans().catch((err: unknown) => app.log.error({ err }, 'upload sweep failed'));
  }, sweepEveryMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  return {
    /** Deletes every file a user uploaded, then the records of them. */
    async deleteUploadsOf(userId: number) {
      for (const upload of await repo.ofUser(userId)) {
        for (const key of upload.keys) await deps.storage.delete(key);
      }
      await repo.removeOfUser(userId);
    },
    sweepOrphans,
  };
}
