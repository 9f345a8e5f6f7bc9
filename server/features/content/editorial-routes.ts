import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleDetailSchema,
  articleListQuerySchema,
  articleTeaserSchema,
  euroCalendarBodySchema,
  eventDetailSchema,
  eventListQuerySchema,
  eventTeaserSchema,
  faqItemSchema,
  pageDetailSchema,
  slugParamSchema,
} from '../../../domain/content/articles.ts';
import { highlightSchema } from '../../../domain/content/bundle.ts';
import { dataEnvelope, errorSchema, pagedEnvelope } from '../../../domain/shared/api.ts';
import { HttpError } from '../../http-error.ts';
import { sendCached } from '../../plugins/cached-reply.ts';
import type { EditorialService } from './editorial-service.ts';
import { maxDatabaseId } from '../../../domain/shared/ids.ts';

type Options = {
  service: EditorialService;
  canPreview: (request: FastifyRequest) => Promise<boolean>;
};

const notFound = (what: string) => new HttpError(404, `${what} not found.`);
const previewQuery = z.object({ pv: z.string().max(10).optional() });
const found = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw notFound(what);
  return value;
};

/** The editorial calls of spec/portal.md §7; missing things answer 404. */
export const editorialRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { service, canPreview },
) => {
  const tags = ['content'];
  const missing = { 404: errorSchema };

  app.get(
    '/api/pages/:slug',
    {
      schema: {
        tags,
        params: slugParamSchema,
        querystring: previewQuery,
        response: { 200: dataEnvelope(pageDetailSchema), ...missing },
      },
    },
    async (request, reply) => {
      // pv is honoured only for editors; everyone else gets the public, cached page.
      if (request.query.pv !== undefined && (await canPreview(request))) {
        reply.header('Cache-Control', 'private, no-store');
        return {
          data: found(await service.pagePreview(request.params.slug, request.locale), 'Page'),
        };
      }
      return sendCached(
        request,
        reply,
        found(await service.page(request.params.slug, request.locale), 'Page'),
      );
    },
  );

  app.get(
    '/api/articles',
    {
      schema: {
        tags,
        querystring: articleListQuerySchema,
        response: { 200: pagedEnvelope(articleTeaserSchema) },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        found(
          await service.articleList(request.query.page, request.query.tags, request.locale),
          'Articles',
        ),
      ),
  );

  app.get(
    '/api/articles/:slug',
    {
      schema: {
        tags,
        params: slugParamSchema,
        querystring: previewQuery,
        response: { 200: dataEnvelope(articleDetailSchema), ...missing },
      },
    },
    async (request) => {
      const preview = request.query.pv !== undefined && (await canPreview(request));
      return {
        data: found(await service.article(request.params.slug, request.locale, preview), 'Article'),
      };
    },
  );

  app.get(
    '/api/articles/:slug/teaser',
    {
      schema: {
        tags,
        params: slugParamSchema,
        response: { 200: dataEnvelope(articleTeaserSchema), ...missing },
      },
    },
    async (request) => ({
      data: found(await service.articleTeaser(request.params.slug, request.locale), 'Article'),
    }),
  );

  app.get(
    '/api/events',
    {
      schema: {
        tags,
        querystring: eventListQuerySchema,
        response: { 200: pagedEnvelope(eventTeaserSchema) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.eventList(request.query, request.locale);
    },
  );

  app.get(
    '/api/events/:slug',
    {
      schema: {
        tags,
        params: slugParamSchema,
        querystring: previewQuery,
        response: { 200: dataEnvelope(eventDetailSchema), ...missing },
      },
    },
    async (request) => {
      const preview = request.query.pv !== undefined && (await canPreview(request));
      return {
        data: found(await service.event(request.params.slug, request.locale, preview), 'Event'),
      };
    },
  );

  app.get(
    '/api/events/:slug/teaser',
    {
      schema: {
        tags,
        params: slugParamSchema,
        response: { 200: dataEnvelope(eventTeaserSchema), ...missing },
      },
    },
    async (request) => ({
      data: found(await service.eventTeaser(request.params.slug, request.locale), 'Event'),
    }),
  );

  app.get(
    '/api/highlights/:id/teaser',
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive().max(maxDatabaseId) }),
        response: { 200: dataEnvelope(highlightSchema), ...missing },
      },
    },
    async (request) => ({
      data: found(await service.highlightTeaser(request.params.id, request.locale), 'Highlight'),
    }),
  );

  app.get(
    '/api/faq',
    { schema: { tags, response: { 200: dataEnvelope(z.array(faqItemSchema)) } } },
    async (request, reply) =>
      sendCached(request, reply, found(await service.faq(request.locale), 'FAQ')),
  );

  app.post(
    '/api/euro24/calendar',
    {
      schema: {
        tags,
        body: euroCalendarBodySchema,
        response: { 200: dataEnvelope(z.array(eventTeaserSchema)) },
      },
    },
    async (request) => ({ data: await service.euroCalendar(request.body.start, request.locale) }),
  );
};
