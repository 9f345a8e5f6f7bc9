import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { createMediaRepository } from './repository.ts';
import { mediaRoutes } from './routes.ts';

/** The media area's public entry; returns what account deletion needs. */
export async function registerMedia(
  app: FastifyInstance,
  deps: {
    storage: FileStorage;
    requireUser: (request: FastifyRequest) => Promise<{ id: number }>;
    uploadsPerMinute: number;
  },
) {
  await app.register(multipart);
  const repo = createMediaRepository(app.db);
  await app.register(mediaRoutes, {
    storage: deps.storage,
    repo,
    requireUser: deps.requireUser,
    uploadsPerMinute: deps.uploadsPerMinute,
  });
  return {
    /** Deletes every file a user uploaded, then the records of them. */
    async deleteUploadsOf(userId: number) {
      for (const upload of await repo.ofUser(userId)) {
        for (const key of upload.keys) await deps.storage.delete(key);
      }
      await repo.removeOfUser(userId);
    },
  };
}
