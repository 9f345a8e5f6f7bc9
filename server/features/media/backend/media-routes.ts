import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backendApiBase,
  backendListEnvelope,
  libraryItemSchema,
  listQueryBase,
} from '../../../../domain/backend/api.ts';
import { listFilters } from '../../../../domain/content/backend.ts';
import { errorSchema, validationErrorSchema } from '../../../../domain/shared/api.ts';
import { listLibrary } from '../library.ts';
import { requirePermission, listPage } from '../../backend/index.ts';

const errors = { 401: errorSchema, 403: errorSchema, 422: validationErrorSchema };

/**
 * The media library: files editors uploaded, to pick again for another article, fragment or
 * highlight. Uploading itself is the portal's one upload call with its content checks.
 */
export const mediaLibraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${backendApiBase}/media`,
    {
      config: requirePermission('content'),
      schema: {
        tags: ['backend'],
        summary: 'The media library: files uploaded by staff, newest first, with whether in use',
        querystring: z.object({
          ...listQueryBase,
          order: z.enum(['ASC', 'DESC']).default('DESC'),
          sort: z.enum(['created_at']).optional(),
          ...listFilters.media,
        }),
        response: { 200: backendListEnvelope(libraryItemSchema), ...errors },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { rows, total } = await listLibrary(app.db, request.query);
      return listPage(rows, total, { page, per_page });
    },
  );
};
