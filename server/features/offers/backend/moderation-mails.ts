import { detailSegment, type OfferType } from '../../../../domain/offers/constants.ts';
import { pickText, type Locale, type LocalizedText } from '../../../../domain/shared/locale.ts';
import { renderMail } from '../../../adapters/mail/layout.ts';
import type { Mail } from '../../../adapters/mail/mailer.ts';

const texts = {
  de: {
    hidden: {
      subject: 'Dein Eintrag wurde ausgeblendet',
      body: (title: string) =>
        `dein Eintrag „${title}“ ist auf Karte und Liste von Active City Hamburg nicht mehr zu sehen. Die Moderation hat ihn ausgeblendet.`,
      reason: (reason: string) => `Begründung: ${reason}`,
      button: 'Eintrag ansehen',
      after:
        'Du siehst den Eintrag weiterhin, wenn du angemeldet bist. Antworte auf diese E-Mail, wenn du Fragen hast oder den Eintrag geändert hast.',
    },
    greeting: (name: string) => `Hallo ${name},`,
  },
  en: {
    hidden: {
      subject: 'Your entry has been hidden',
      body: (title: string) =>
        `your entry “${title}” no longer shows on the Active City Hamburg map and list. The moderators have hidden it.`,
      reason: (reason: string) => `Reason: ${reason}`,
      button: 'View the entry',
      after:
        'You still see the entry while signed in. Reply to this e-mail if you have questions or have changed the entry.',
    },
    greeting: (name: string) => `Hello ${name},`,
  },
} as const;

export type HiddenOffer = {
  type: OfferType;
  slug: string;
  title: LocalizedText;
};

/** Tells an offer's owner that a moderator hid it, and why (decision 036). */
export function offerHiddenMail(
  owner: { email: string; name: string; lang: string },
  offer: HiddenOffer,
  reason: string,
  publicUrl: string,
): Mail {
  const locale: Locale = owner.lang === 'en' ? 'en' : 'de';
  const t = texts[locale];
  const prefix = locale === 'en' ? '/en' : '';
  const url = `${publicUrl}${prefix}/angebot/${detailSegment[offer.type]}/${offer.slug}`;
  return renderMail({
    to: owner.email,
    locale,
    subject: t.hidden.subject,
    paragraphs: [
      t.greeting(owner.name),
      t.hidden.body(pickText(offer.title, locale)),
      t.hidden.reason(reason),
    ],
    action: { label: t.hidden.button, url },
    after: [t.hidden.after],
  });
}
