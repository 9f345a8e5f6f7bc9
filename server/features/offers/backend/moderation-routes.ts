import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  backendApiBase,
  backendListEnvelope,
  idParamSchema,
} from '../../../../domain/backend/api.ts';
import {
  acceptSuggestionInputSchema,
  hideOfferInputSchema,
  reportListQuerySchema,
  reportSchema,
  suggestionListQuerySchema,
  suggestionSchema,
} from '../../../../domain/offers/moderation.ts';
import { dataEnvelope } from '../../../../domain/shared/api.ts';
import { HttpError } from '../../../http-error.ts';
import { requirePermission, backendErrors as errors, listPage } from '../../backend/index.ts';
import { actorOf, type Actor } from '../../accounts/index.ts';
import { reportPage, suggestionPage } from './moderation-queries.ts';
import type { Moderation } from './moderation-service.ts';

/**
 * A moderator's action on one queue item (report or suggestion): the moderation guard, the
 * validated body, and the item as it reads afterwards, so the queue shows the outcome.
 */
function actionRoute(
  app: FastifyInstance,
  row: z.ZodType,
  one: (id: number) => Promise<{ data: unknown }>,
) {
  return <Body extends z.ZodType = z.ZodUndefined>(
    url: string,
    summary: string,
    run: (id: number, body: z.infer<Body>, actor: Actor) => Promise<unknown>,
    body?: Body,
  ) =>
    app.withTypeProvider<ZodTypeProvider>().post(
      url,
      {
        config: requirePermission('moderation'),
        schema: {
          tags: ['backend'],
          summary,
          params: idParamSchema,
          ...(body ? { body } : {}),
          response: { 200: dataEnvelope(row), ...errors },
        },
      },
      async (request) => {
        // The body was checked against `body` by the schema above.
        await run(request.params.id, request.body as z.infer<Body>, actorOf(request));
        return one(request.params.id);
      },
    );
}

/** The reports queue and the category suggestions: moderators and admins (decision 036). */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: Moderation }> = async (
  app,
  { moderation },
) => {
  const tags = ['backend'];
  const guard = requirePermission('moderation');
  const reports = `${backendApiBase}/reports`;
  const suggestions = `${backendApiBase}/category-suggestions`;

  app.get(
    reports,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Reports: the open queue (default) or the handled ones with their outcome',
        querystring: reportListQuerySchema,
        response: { 200: backendListEnvelope(reportSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await reportPage(app.db, request.query);
      return listPage(rows, total, request.query);
    },
  );

  const oneReport = async (id: number) => {
    const { rows } = await reportPage(
      app.db,
      { page: 1, per_page: 1, order: 'ASC', state: 'open' },
      id,
    );
    if (!rows[0]) throw new HttpError(404, 'Not found.');
    return { data: rows[0] };
  };

  app.get(
    `${reports}/:id`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'One report with its offer',
        params: idParamSchema,
        response: { 200: dataEnvelope(reportSchema), ...errors },
      },
    },
    async (request) => oneReport(request.params.id),
  );

  const reportAction = actionRoute(app, reportSchema, oneReport);
  reportAction(
    `${reports}/:id/dismiss`,
    'Dismiss a report: the offer stays as it is',
    (id, _, actor) => moderation.dismiss(id, actor),
  );
  reportAction(
    `${reports}/:id/hide`,
    "Hide the report's offer from visitors; its owner is told the reason by mail",
    (id, body, actor) => moderation.hide({ reportId: id }, body.reason, actor),
    hideOfferInputSchema,
  );
  reportAction(
    `${reports}/:id/delete-offer`,
    "Delete the report's offer; its reports keep the outcome",
    (id, _, actor) => moderation.remove(id, actor),
  );

  app.get(
    suggestions,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Category suggestions: open (default) or answered',
        querystring: suggestionListQuerySchema,
        response: { 200: backendListEnvelope(suggestionSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await suggestionPage(app.db, request.query);
      return listPage(rows, total, request.query);
    },
  );

  const oneSuggestion = async (id: number) => {
    const { rows } = await suggestionPage(
      app.db,
      { page: 1, per_page: 1, order: 'ASC', state: 'open' },
      id,
    );
    if (!rows[0]) throw new HttpError(404, 'Not found.');
    return { data: rows[0] };
  };

  app.get(
    `${suggestions}/:id`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'One category suggestion with its offer',
        params: idParamSchema,
        response: { 200: dataEnvelope(suggestionSchema), ...errors },
      },
    },
    async (request) => oneSuggestion(request.params.id),
  );

  const suggestionAction = actionRoute(app, suggestionSchema, oneSuggestion);
  suggestionAction(
    `${suggestions}/:id/accept`,
    'Accept: map to an existing category or create it, and add it to the offer',
    (id, body, actor) => moderation.accept(id, body, actor),
    acceptSuggestionInputSchema,
  );
  suggestionAction(`${suggestions}/:id/reject`, 'Reject a category suggestion', (id, _, actor) =>
    moderation.reject(id, actor),
  );
};
