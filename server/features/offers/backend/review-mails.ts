import { detailSegment } from '../../../../domain/offers/constants.ts';
import { pickText, type Locale } from '../../../../domain/shared/locale.ts';
import { renderMail } from '../../../adapters/mail/layout.ts';
import type { Mail } from '../../../adapters/mail/mailer.ts';
import type { HiddenOffer } from './moderation-mails.ts';

const texts = {
  de: {
    subject: 'Dein Eintrag ist freigegeben',
    greeting: (name: string) => `Hallo ${name},`,
    body: (title: string) =>
      `die Moderation hat deinen Eintrag „${title}“ geprüft und freigegeben. Er ist jetzt auf Karte und Liste von Active City Hamburg zu sehen.`,
    button: 'Eintrag ansehen',
    after: 'Deine nächsten Einträge erscheinen sofort, ohne Prüfung.',
  },
  en: {
    subject: 'Your entry has been approved',
    greeting: (name: string) => `Hello ${name},`,
    body: (title: string) =>
      `the moderators have reviewed and approved your entry “${title}”. It now shows on the Active City Hamburg map and list.`,
    button: 'View the entry',
    after: 'Your next entries show at once, without a review.',
  },
} as const;

/** Tells an offer's owner that a moderator approved their held offer (decision 041). */
export function offerApprovedMail(
  owner: { email: string; name: string; lang: string },
  offer: HiddenOffer,
  publicUrl: string,
): Mail {
  const locale: Locale = owner.lang === 'en' ? 'en' : 'de';
  const t = texts[locale];
  const prefix = locale === 'en' ? '/en' : '';
  return renderMail({
    to: owner.email,
    locale,
    subject: t.subject,
    paragraphs: [t.greeting(owner.name), t.body(pickText(offer.title, locale))],
    action: {
      label: t.button,
      url: `${publicUrl}${prefix}/angebot/${detailSegment[offer.type]}/${offer.slug}`,
    },
    after: [t.after],
  });
}
