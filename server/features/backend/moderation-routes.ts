import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backendApiBase, backendListEnvelope, idParamSchema } from '../../../domain/backend/api.ts';
import {
  acceptSuggestionInputSchema,
  hideOfferInputSchema,
  reportListQuerySchema,
  reportSchema,
  suggestionListQuerySchema,
  suggestionSchema,
} from '../../../domain/backend/moderation.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../domain/shared/api.ts';
import { HttpError } from '../../http-error.ts';
import { actorOf, requirePermission } from './guard.ts';
import { reportPage, suggestionPage } from './moderation-queries.ts';
import type { Moderation } from './moderation-service.ts';

const errors = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: validationErrorSchema,
};
const paged = <T>(rows: T[], total: number, query: { page: number; per_page: number }) => ({
  data: rows,
  currentPage: query.page,
  pages: Math.max(1, Math.ceil(total / query.per_page)),
  total,
});

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
      preValidation: guard,
      schema: {
        tags,
        summary: 'Reports: the open queue (default) or the handled ones with their outcome',
        querystring: reportListQuerySchema,
        response: { 200: backendListEnvelope(reportSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await reportPage(app.db, request.query);
      return paged(rows, total, request.query);
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
      preValidation: guard,
      schema: {
        tags,
        summary: 'One report with its offer',
        params: idParamSchema,
        response: { 200: dataEnvelope(reportSchema), ...errors },
      },
    },
    async (request) => oneReport(request.params.id),
  );

  app.post(
    `${reports}/:id/dismiss`,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Dismiss a report: the offer stays as it is',
        params: idParamSchema,
        response: { 200: dataEnvelope(reportSchema), ...errors },
      },
    },
    async (request) => {
      await moderation.dismiss(request.params.id, actorOf(request));
      return oneReport(request.params.id);
    },
  );

  app.post(
    `${reports}/:id/hide`,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "Hide the report's offer from visitors; its owner is told the reason by mail",
        params: idParamSchema,
        body: hideOfferInputSchema,
        response: { 200: dataEnvelope(reportSchema), ...errors },
      },
    },
    async (request) => {
      await moderation.hide({ reportId: request.params.id }, request.body.reason, actorOf(request));
      return oneReport(request.params.id);
    },
  );

  app.post(
    `${reports}/:id/delete-offer`,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "Delete the report's offer; its reports keep the outcome",
        params: idParamSchema,
        response: { 200: dataEnvelope(reportSchema), ...errors },
      },
    },
    async (request) => {
      await moderation.remove(request.params.id, actorOf(request));
      return oneReport(request.params.id);
    },
  );

  app.get(
    suggestions,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Category suggestions: open (default) or answered',
        querystring: suggestionListQuerySchema,
        response: { 200: backendListEnvelope(suggestionSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await suggestionPage(app.db, request.query);
      return paged(rows, total, request.query);
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
      preValidation: guard,
      schema: {
        tags,
        summary: 'One category suggestion with its offer',
        params: idParamSchema,
        response: { 200: dataEnvelope(suggestionSchema), ...errors },
      },
    },
    async (request) => oneSuggestion(request.params.id),
  );

  app.post(
    `${suggestions}/:id/accept`,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Accept: map to an existing category or create it, and add it to the offer',
        params: idParamSchema,
        body: acceptSuggestionInputSchema,
        response: { 200: dataEnvelope(suggestionSchema), ...errors },
      },
    },
    async (request) => {
      await moderation.accept(request.params.id, request.body, actorOf(request));
      return oneSuggestion(request.params.id);
    },
  );

  app.post(
    `${suggestions}/:id/reject`,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Reject a category suggestion',
        params: idParamSchema,
        response: { 200: dataEnvelope(suggestionSchema), ...errors },
      },
    },
    async (request) => {
      await moderation.reject(request.params.id, actorOf(request));
      return oneSuggestion(request.params.id);
    },
  );
};
