import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import { offerLimits } from '../../../domain/offers/constants.ts';
import { reportPayloadSchema } from '../../../domain/offers/schemas.ts';
import { errorSchema, validationErrorSchema } from '../../../domain/shared/api.ts';
import { HttpError, validationError } from '../../http-error.ts';
import type { OffersRepository } from './repository.ts';
import { maxDatabaseId } from '../../../domain/shared/ids.ts';
import { userIdOf } from './bookmark-routes.ts';

type Options = { repo: OffersRepository };

/**
 * The report popup. Reports are stored for the editors and never logged: the message may
 * name people.
 */
export const reportRoutes: FastifyPluginAsyncZod<Options> = async (app, { repo }) => {
  const tags = ['offers'];
  const security = [{ session: [], xsrf: [] }];

  app.post(
    offerApi.reporting,
    {
      schema: {
        tags,
        security,
        summary: 'Reports an entry, spot or club (once per user and offer)',
        body: reportPayloadSchema,
        response: {
          201: z.object({ data: z.object({ status: z.literal('reported') }) }),
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = await userIdOf(request);
      const report = request.body;
      const actual =
        report.target_id <= maxDatabaseId ? await repo.typeOf(report.target_id) : undefined;
      if (!actual) throw new HttpError(404, 'Offer not found.');
      if (actual !== report.type)
        throw validationError({ target_id: [`The offer is not of type ${report.type}.`] });
      // A custom note replaces the reason (spec/offers.md §4 Report); the table keeps one.
      const message = report.custom
        ? (report.message ?? '').slice(0, offerLimits.reportMessage)
        : null;
      const stored = await repo.addReport({
        userId,
        type: report.type,
        targetId: report.target_id,
        reason: report.custom ? null : (report.reason ?? null),
        message,
      });
      if (!stored) throw new HttpError(409, 'You have already reported this offer.');
      return reply.code(201).send({ data: { status: 'reported' as const } });
    },
  );
};
