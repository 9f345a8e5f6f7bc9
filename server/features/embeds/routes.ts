import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { embedPaths } from '../../../domain/embeds/embed.ts';
import { embedOptionsSchema, embedQuerySchema } from '../../../domain/embeds/embed-schemas.ts';
import { dataEnvelope, validationErrorSchema } from '../../../domain/shared/api.ts';
import { isLocale, pickText, type Locale } from '../../../domain/shared/locale.ts';
import { sendCached } from '../../plugins/cached-reply.ts';
import type { OfferCache } from '../offers/index.ts';
import { embedDocument, embedErrorDocument } from './page.ts';
import { fieldErrorsOf } from './field-errors.ts';
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

/** A category, district or club the address names that does not exist (not cached). */
class UnknownChoices extends Error {
  constructor(readonly fields: string[]) {
    super(`unknown ${fields.join(', ')}`);
  }
}

/** Embeds for other websites and the choices the developers' page builds them from. */
export const embedRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const repo = createEmbedRepository(app.db);
  const base = options.publicUrl.replace(/\/$/, '');
  const portalLink = (locale: Locale, category?: string) => {
    const portal = new URL(`${base}${locale === 'en' ? '/en' : ''}/angebot`);
    if (category) portal.searchParams.set('categories', category);
    return portal.href;
  };

  /** 422 with the fields to fix: an error box for a browser, the field errors for other clients. */
  function refuse(request: FastifyRequest, reply: FastifyReply, errors: Record<string, string[]>) {
    reply.code(422).header('Cache-Control', 'no-store');
    // A browser showing the frame asks for HTML; any other client gets the JSON error.
    if (!(request.headers.accept ?? '').includes('text/html'))
      return reply.send({ message: 'The given data was invalid.', errors });
    // The page's language when it was given right, else the visitor's browser's.
    const lang = (request.query as { lang?: unknown }).lang;
    const locale = isLocale(lang) ? lang : request.locale;
    return reply
      .type('text/html; charset=utf-8')
      .send(embedErrorDocument(Object.keys(errors), { locale, portalLink: portalLink(locale) }));
  }

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
        description:
          'A wrong choice answers 422: an error box for a browser showing the frame (Accept: text/html), else the JSON field errors.',
        querystring: embedQuerySchema,
        response: { 422: validationErrorSchema },
      },
      // A wrong address is answered by the handler: inside a club's page a box in words is
      // shown, not the API's JSON.
      attachValidation: true,
    },
    async (request, reply) => {
      reply.raw.removeHeader('X-Frame-Options');
      reply.raw.removeHeader('Content-Security-Policy');
      reply.header('Content-Security-Policy', embedCsp);
      const invalid = request.validationError ? fieldErrorsOf(request.validationError) : undefined;
      if (invalid) return refuse(request, reply, invalid);
      const q = request.query;
      const filter = { category: q.category, district: q.district, club: q.club };
      const key = `embed:${q.lang}:${q.limit}:${q.category ?? ''}:${q.district ?? ''}:${q.club ?? ''}`;
      let answer;
      try {
        answer = await options.cache.get(key, async () => {
          const unknown = await repo.unknown(filter);
          if (unknown.length > 0) throw new UnknownChoices(unknown);
          const result = await repo.offers(filter, q.lang, q.limit);
          return embedDocument(result, {
            locale: q.lang,
            base,
            portalLink: portalLink(q.lang, q.category),
          });
        });
      } catch (error) {
        if (!(error instanceof UnknownChoices)) throw error;
        const errors = Object.fromEntries(error.fields.map((f) => [f, [`unknown ${f}`]]));
        return refuse(request, reply, errors);
      }
      return sendCached(request, reply, answer, 'text/html; charset=utf-8');
    },
  );
};
