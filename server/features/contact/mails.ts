import type { Locale } from '../../../domain/shared/locale.ts';
import type { ContactMessage } from '../../../domain/contact/message.ts';
import type { Mail } from '../../adapters/mail/mailer.ts';
import { renderMail } from '../../adapters/mail/layout.ts';

/**
 * The message for the portal's team, in German like the team's other mail. The subject is
 * fixed: the outbox logs subjects, and the visitor's words are personal data. Replies go to
 * the sender (Reply-To), whose address the schema checked (no line breaks can reach a header).
 */
export function contactMail(
  to: string,
  message: Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message'>,
  locale: Locale,
): Mail {
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return renderMail({
    to,
    locale: 'de',
    subject: 'Neue Nachricht über das Kontaktformular',
    paragraphs: [
      `Von: ${message.name} <${message.email}>`,
      `Betreff: ${message.subject}`,
      `Sprache der Seite: ${locale === 'en' ? 'Englisch' : 'Deutsch'}`,
      ...message.message.split(/\n\s*\n/),
    ],
    action: { label: 'Antworten', url: reply },
    after: [
      'Die Absenderin oder der Absender hat der Verarbeitung der Nachricht zugestimmt. Das Portal speichert sie nicht; bitte löscht sie, wenn die Anfrage erledigt ist.',
    ],
    headers: { 'Reply-To': message.email },
  });
}
