import fp from 'fastify-plugin';
import { negotiateLocale, type Locale } from '../../domain/shared/locale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** The request's language comes from Accept-Language (the browser sends the active locale). */
export const localePlugin = fp(async (app) => {
  app.decorateRequest('locale', 'de');
  app.addHook('onRequest', async (request) => {
    request.locale = negotiateLocale(request.headers['accept-language']);
  });
});
