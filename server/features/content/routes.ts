import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentBundleSchema } from '../../../domain/content/bundle.ts';
import { dataEnvelope } from '../../../domain/shared/api.ts';
import { sendCached } from '../../plugins/cached-reply.ts';
import type { ContentService } from './service.ts';

export const contentRoutes: FastifyPluginAsyncZod<{ service: ContentService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/content',
    {
      schema: {
        tags: ['content'],
        summary: 'The content bundle in the language of Accept-Language',
        response: { 200: dataEnvelope(contentBundleSchema) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await service.cachedBundle(request.locale)),
  );
};
