import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../../domain/shared/locale.ts';
import { contactMinSeconds } from '../../../domain/contact/constants.ts';
import type { ContactMessage } from '../../../domain/contact/message.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { contactMail } from './mails.ts';

/** A form older than this is stale (its page was left open for days): send it again. */
export const tokenMaxAgeMs = 24 * 3600 * 1000;

type Signer = { sign(value: string): string; unsign(token: string): string | undefined };

export type SendResult = 'sent' | 'refused' | 'stale';

/**
 * Contact messages go to the team's address by mail and nowhere else: nothing is stored.
 * Spam protection without tracking: the form's token is the signed moment it was handed out,
 * and a message sooner than `contactMinSeconds` after it, or with the hidden honeypot filled,
 * is refused quietly (the answer looks like success, so a robot learns nothing).
 */
export function createContactService(deps: {
  mailer: Mailer;
  signer: Signer;
  /** The address the contact page shows (the content settings). */
  recipient: () => Promise<string>;
  log: FastifyBaseLogger;
}) {
  return {
    issueToken: (now = Date.now()) => deps.signer.sign(String(now)),

    async send(message: ContactMessage, locale: Locale, now = Date.now()): Promise<SendResult> {
      const issued = Number(deps.signer.unsign(message.token));
      if (!Number.isSafeInteger(issued) || issued > now + 60_000 || now - issued > tokenMaxAgeMs)
        return 'stale';
      const reason = message.homepage
        ? 'honeypot'
        : now - issued < contactMinSeconds * 1000
          ? 'too fast'
          : undefined;
      if (reason) {
        // Only the reason: name, address and text are personal data.
        deps.log.info({ reason }, 'contact message refused');
        return 'refused';
      }
      await deps.mailer.send(contactMail(await deps.recipient(), message, locale));
      return 'sent';
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
