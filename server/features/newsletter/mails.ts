import type { Locale } from '../../../domain/shared/locale.ts';
import type { Mail } from '../../adapters/mail/mailer.ts';
import { renderMail } from '../../adapters/mail/layout.ts';

const texts = {
  de: {
    subject: 'Bitte bestätige dein Newsletter-Abo',
    greeting: 'Hallo,',
    body: 'du möchtest den Newsletter von Active City Hamburg erhalten. Bitte bestätige deine E-Mail-Adresse mit diesem Link:',
    button: 'Abo bestätigen',
    ignore:
      'Wenn du das nicht warst, ignoriere diese E-Mail einfach – ohne Bestätigung bekommst du nichts von uns.',
    unsubscribe: 'Abmelden',
  },
  en: {
    subject: 'Please confirm your newsletter subscription',
    greeting: 'Hello,',
    body: 'you would like to receive the Active City Hamburg newsletter. Please confirm your e-mail address with this link:',
    button: 'Confirm subscription',
    ignore:
      'If this wasn’t you, simply ignore this e-mail – without confirmation you will not hear from us.',
    unsubscribe: 'Unsubscribe',
  },
} as const;

/** The double opt-in mail; like every newsletter mail it carries an unsubscribe link. */
export function confirmationMail(
  to: string,
  locale: Locale,
  links: { confirm: string; unsubscribe: string },
): Mail {
  const t = texts[locale];
  return renderMail({
    to,
    locale,
    subject: t.subject,
    paragraphs: [t.greeting, t.body],
    action: { label: t.button, url: links.confirm },
    after: [t.ignore],
    footer: { label: t.unsubscribe, url: links.unsubscribe },
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
