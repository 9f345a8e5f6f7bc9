import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations } from 'react-admin';
import englishMessages from 'ra-language-english';
import { backendLocale } from '../locale.ts';
import { accountMessages } from './account-messages.ts';
import { backendMessages } from './messages.ts';
import { offerMessages } from './offer-messages.ts';
import { raGerman } from './ra-de.ts';
import { shopMessages } from './shop-messages.ts';
import { summerMessages } from './summer-messages.ts';

const catalogs = {
  de: mergeTranslations(
    { ra: raGerman, ...backendMessages.de },
    shopMessages.de,
    offerMessages.de,
    summerMessages.de,
    accountMessages.de,
  ),
  en: mergeTranslations(
    englishMessages,
    // The portal signs in by e-mail or username, in both languages.
    { ra: { auth: { username: 'E-mail or username' } } },
    backendMessages.en,
    shopMessages.en,
    offerMessages.en,
    summerMessages.en,
    accountMessages.en,
  ),
};

/** German under /backend, English under /en/backend; a missing key shows its own text. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => catalogs[locale === 'en' ? 'en' : 'de'],
  backendLocale(),
  [
    { locale: 'de', name: 'Deutsch' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: true },
);
