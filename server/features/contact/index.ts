import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { createContactService } from './service.ts';
import { contactRoutes } from './routes.ts';

/** The contact area's public entry: the contact form's token and message calls. */
export async function registerContact(
  app: FastifyInstance,
  deps: { mailer: Mailer; recipient: () => Promise<string>; mailsPerMinute: number },
) {
  const service = createContactService({
    mailer: deps.mailer,
    recipient: deps.recipient,
    log: app.log,
    // The cookie plugin's signer (SESSION_SECRET): one way to sign a value for the browser.
    signer: {
      sign: (value) => app.signCookie(value),
      unsign: (token) => {
        const result = app.unsignCookie(token);
        return result.valid ? (result.value ?? undefined) : undefined;
      },
    },
  });
  await app.register(contactRoutes, { service, mailsPerMinute: deps.mailsPerMinute });
}
