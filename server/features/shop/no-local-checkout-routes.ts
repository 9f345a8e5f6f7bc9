import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../domain/shared/locale.ts';
import { shopPages } from '../../../domain/shop/api-paths.ts';
import { html, pageLocale, sendPage } from './server-page.ts';

const texts = {
  de: {
    title: 'Testkasse',
    none: 'Dieser Server hat keine Testkasse. Hier wurde nichts bezahlt.',
    back: 'Zum Shop',
  },
  en: {
    title: 'Test checkout',
    none: 'This server has no test checkout. Nothing was paid here.',
    back: 'To the shop',
  },
} satisfies Record<Locale, unknown>;

/**
 * Where the built-in test checkout is off, its card form's address answers 404 for a read and
 * a post alike. Without this, the pages' fallback would send a posted card number back to the
 * address (303), which reads as if the payment went somewhere.
 */
export const noLocalCheckoutRoutes: FastifyPluginAsync = async (app) => {
  function gone(request: FastifyRequest, reply: FastifyReply) {
    const locale = pageLocale(request);
    const t = texts[locale];
    return sendPage(reply, {
      locale,
      status: 404,
      title: t.title,
      body: `<h1>${html(t.title)}</h1><p>${html(t.none)}</p><p><a href="${locale === 'en' ? '/en' : ''}/shop">${html(t.back)}</a></p>`,
    });
  }
  const url = shopPages.localCheckout(':session');
  app.get(url, { schema: { hide: true } }, gone);
  app.post(url, { schema: { hide: true } }, gone);
};
