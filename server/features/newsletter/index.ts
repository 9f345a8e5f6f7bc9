import type { Locale } from '../../../domain/shared/locale.ts';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { createNewsletterService } from './service.ts';
import { newsletterRoutes } from './routes.ts';

export { newsletterBackendRoutes } from './backend/routes.ts';

/** The newsletter area's public entry; returns the double opt-in for other areas. */
export async function registerNewsletter(
  app: FastifyInstance,
  deps: {
    mailer: Mailer;
    publicUrl: string;
    mailsPerMinute: number;
    mailsPerRecipientPerHour: number;
  },
) {
  const service = createNewsletterService(app.db, deps.mailer, deps.publicUrl);
  await app.register(newsletterRoutes, {
    service,
    mailsPerMinute: deps.mailsPerMinute,
    mailsPerRecipientPerHour: deps.mailsPerRecipientPerHour,
  });
  return { subscribe: (email: string, locale: Locale) => service.subscribe(email, locale) };
}
