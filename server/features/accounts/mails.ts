import type { Locale } from '../../../domain/shared/locale.ts';
import type { Mail } from '../../adapters/mail/mailer.ts';
import { renderMail } from '../../adapters/mail/layout.ts';

const texts = {
  de: {
    verify: {
      subject: 'Bitte bestätige deine E-Mail-Adresse',
      body: 'willkommen bei Active City Hamburg! Bitte bestätige deine E-Mail-Adresse, damit du alle Funktionen nutzen kannst. Der Link ist 24 Stunden gültig.',
      button: 'E-Mail-Adresse bestätigen',
      ignore: 'Wenn du dich nicht registriert hast, musst du nichts tun.',
    },
    reset: {
      subject: 'Passwort zurücksetzen',
      body: 'du hast ein neues Passwort angefordert. Der Link ist 60 Minuten gültig und funktioniert einmal.',
      button: 'Neues Passwort festlegen',
      ignore: 'Wenn du das nicht warst, ignoriere diese E-Mail – dein Passwort bleibt unverändert.',
    },
    greeting: (name: string) => `Hallo ${name},`,
  },
  en: {
    verify: {
      subject: 'Please confirm your e-mail address',
      body: 'welcome to Active City Hamburg! Please confirm your e-mail address so you can use every feature. The link is valid for 24 hours.',
      button: 'Confirm e-mail address',
      ignore: 'If you did not register, there is nothing to do.',
    },
    reset: {
      subject: 'Reset your password',
      body: 'you asked for a new password. The link is valid for 60 minutes and works once.',
      button: 'Choose a new password',
      ignore: 'If this wasn’t you, ignore this e-mail – your password stays as it is.',
    },
    greeting: (name: string) => `Hello ${name},`,
  },
} as const;

export function verificationMail(to: string, name: string, locale: Locale, url: string): Mail {
  const t = texts[locale];
  return renderMail({
    to,
    locale,
    subject: t.verify.subject,
    paragraphs: [t.greeting(name), t.verify.body],
    action: { label: t.verify.button, url },
    after: [t.verify.ignore],
  });
}

export function resetMail(to: string, name: string, locale: Locale, url: string): Mail {
  const t = texts[locale];
  return renderMail({
    to,
    locale,
    subject: t.reset.subject,
    paragraphs: [t.greeting(name), t.reset.body],
    action: { label: t.reset.button, url },
    after: [t.reset.ignore],
  });
}
