import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { peptalkApi } from '../../../domain/peptalk/peptalk.ts';
import {
  peptalkListQuerySchema,
  peptalkParamsSchema,
  peptalkSchema,
  peptalkSummarySchema,
} from '../../../domain/peptalk/peptalk-schemas.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../domain/shared/api.ts';
import { HttpError } from '../../http-error.ts';
import { presentPeptalk, presentSummary } from './presenter.ts';
import type { PeptalkRepository } from './repository.ts';

/** The peptalk calls: the list with its topic filter and one talk with captions and transcript. */
export const peptalkRoutes: FastifyPluginAsyncZod<{ repo: PeptalkRepository }> = async (
  app,
  { repo },
) => {
  const tags = ['peptalk'];

  app.get(
    peptalkApi.list,
    {
      schema: {
        tags,
        summary: 'Peptalk videos, optionally of one topic, in the editors’ order',
        querystring: peptalkListQuerySchema,
        response: { 200: dataEnvelope(peptalkSummarySchema.array()), 422: validationErrorSchema },
      },
    },
    async (request) => ({
      data: (await repo.list(request.query.topic)).map((row) =>
        presentSummary(row, request.locale),
      ),
    }),
  );

  app.get(
    peptalkApi.byId(':videoid').replace(encodeURIComponent(':videoid'), ':videoid'),
    {
      schema: {
        tags,
        summary: 'One peptalk: video, German and English captions, transcript, related categories',
        params: peptalkParamsSchema,
        response: {
          200: dataEnvelope(peptalkSchema),
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const row = await repo.bySlug(request.params.videoid);
      if (!row) throw new HttpError(404, 'Peptalk not found.');
      const categories = await repo.categories(row.categories);
      return { data: presentPeptalk(row, categories, request.locale) };
    },
  );
};
