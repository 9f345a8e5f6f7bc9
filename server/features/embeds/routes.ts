import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { embedPaths } from '../../../domain/embeds/embed.ts';
import { embedOptionsSchema, embedQuerySchema } from '../../../domain/embeds/embed-schemas.ts';
import { dataEnvelope, validationErrorSchema } from '../../../domain/shared/api.ts';
import { pickText } from '../../../domain/shared/locale.ts';
import { sendCached } from '../../plugins/cached-reply.ts';
import { validationError } from '../../http-error.ts';
import type { OfferCache } from '../offers/index.ts';
import { embedDocument } from './page.ts';
import { createEmbedRepository } from './repository.ts';

type Options = { cache: OfferCache; publicUrl: string; rateLimitPerMinute: number };

/**
 * The embeds' own policy: any page may frame them (a club's website, a file opened from
 * disk: `frame-ancestors` is left out, since `*` does not match `file:` pages), nothing
 * loads but their inline styles. Every other answer keeps the portal's `frame-ancestors 'none'`.
 */
const embedCsp = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Embeds for other websites and the choices the developers' page builds them from. */
export const embedRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const repo = createEmbedRepository(app.db);
  const base = options.publicUrl.replace(/\/$/, '');

  app.get(
    embedPaths.options,
    {
      schema: {
        tags: ['embed'],
        summary: 'Choices of the embed builder: categories, districts, clubs with locations',
        response: { 200: dataEnvelope(embedOptionsSchema) },
      },
    },
    async (request) => {
      const [categories, districts, clubs] = await Promise.all([
        repo.categories(),
        repo.districts(),
        repo.clubs(),
      ]);
      return {
        data: {
          categories: categories.map((c) => ({
            slug: c.slug,
            name: pickText(c.title, request.locale),
          })),
          districts,
          clubs,
          rate_limit_per_minute: options.rateLimitPerMinute,
          public_url: base,
        },
      };
    },
  );

  app.get(
    embedPaths.offers,
    {
      schema: {
        tags: ['embed'],
        summary: 'Offers of a category, district or club as a small HTML list to put in an iframe',
        querystring: embedQuerySchema,
        response: { 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filter = { category: q.category, district: q.district, club: q.club };
      const key = `embed:${q.lang}:${q.limit}:${q.category ?? ''}:${q.district ?? ''}:${q.club ?? ''}`;
      const answer = await options.cache.get(key, async () => {
        const unknown = await repo.unknown(filter);
        if (unknown.length > 0)
          throw validationError(
            Object.fromEntries(unknown.map((field) => [field, [`unknown ${field}`]])),
          );
        const result = await repo.offers(filter, q.lang, q.limit);
        const portal = new URL(`${base}${q.lang === 'en' ? '/en' : ''}/angebot`);
        if (q.category) portal.searchParams.set('categories', q.category);
        return embedDocument(result, { locale: q.lang, base, portalLink: portal.href });
      });
      reply.raw.removeHeader('X-Frame-Options');
      reply.raw.removeHeader('Content-Security-Policy');
      reply.header('Content-Security-Policy', embedCsp);
      return sendCached(request, reply, answer, 'text/html; charset=utf-8');
    },
  );
};
