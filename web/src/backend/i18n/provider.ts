import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations } from 'react-admin';
import englishMessages from 'ra-language-english';
import { backendLocale } from '../locale.ts';
import { backendMessages } from './messages.ts';
import { raGerman } from './ra-de.ts';

const catalogs = {
  de: mergeTranslations({ ra: raGerman }, backendMessages.de),
  en: mergeTranslations(
    englishMessages,
    // The portal signs in by e-mail or username, in both languages.
    { ra: { auth: { username: 'E-mail or username' } } },
    backendMessages.en,
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
