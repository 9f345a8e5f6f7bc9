import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { createNewsletterService } from './service.ts';
import { newsletterRoutes } from './routes.ts';

/** The newsletter area's public entry. */
export async function registerNewsletter(
  app: FastifyInstance,
  deps: {
    mailer: Mailer;
    publicUrl: string;
    mailsPerMinute: number;
    mailsPerRecipientPerHour: number;
  },
) {
  await app.register(newsletterRoutes, {
    service: createNewsletterService(app.db, deps.mailer, deps.publicUrl),
    mailsPerMinute: deps.mailsPerMinute,
    mailsPerRecipientPerHour: deps.mailsPerRecipientPerHour,
  });
}
