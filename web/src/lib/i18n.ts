import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, locales, type Locale } from '../../../domain/shared/locale.ts';
import type { MessagePart } from './message-parts.ts';

type Messages = Record<string, unknown>;

// Each language comes in parts (lib/message-parts.ts): the shell, which the first render waits
// for and the server preloads from the HTML, and one part per area, which loads beside the
// first screen of that area.
const loaders: Record<Locale, Record<MessagePart, () => Promise<{ default: Messages }>>> = {
  de: {
    shell: () => import('../locales/de/shell.json'),
    content: () => import('../locales/de/content.json'),
    designSystem: () => import('../locales/de/designSystem.json'),
    auth: () => import('../locales/de/auth.json'),
    accounts: () => import('../locales/de/accounts.json'),
    offers: () => import('../locales/de/offers.json'),
    summer: () => import('../locales/de/summer.json'),
    shop: () => import('../locales/de/shop.json'),
    statistics: () => import('../locales/de/statistics.json'),
    develop: () => import('../locales/de/develop.json'),
    peptalk: () => import('../locales/de/peptalk.json'),
  },
  en: {
    shell: () => import('../locales/en/shell.json'),
    content: () => import('../locales/en/content.json'),
    designSystem: () => import('../locales/en/designSystem.json'),
    auth: () => import('../locales/en/auth.json'),
    accounts: () => import('../locales/en/accounts.json'),
    offers: () => import('../locales/en/offers.json'),
    summer: () => import('../locales/en/summer.json'),
    shop: () => import('../locales/en/shop.json'),
    statistics: () => import('../locales/en/statistics.json'),
    develop: () => import('../locales/en/develop.json'),
    peptalk: () => import('../locales/en/peptalk.json'),
  },
};
const loaded = new Set<string>();
const wanted = new Set<MessagePart>(['shell']);

export const i18n = i18next.createInstance();

/** Sets up i18next; tests hand in resources, the app loads them with loadMessages. */
export function initI18n(
  locale: Locale = defaultLocale,
  resources: Partial<Record<Locale, Messages>> = {},
) {
  if (i18n.isInitialized) {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(resources).map(([l, m]) => [l, { translation: m }]),
    ),
    partialBundledLanguages: true,
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    // Resources are added before rendering, so init can finish synchronously.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });
  return i18n;
}

/** Makes sure a part of a language's strings is in memory (a no-op once it is). */
export async function loadMessages(locale: Locale, part: MessagePart = 'shell'): Promise<void> {
  wanted.add(part);
  // Imported again even when loaded (the module is cached): the server notes each import of a
  // render, to preload the screen's strings with its page (web/src/lib/rendered-modules.ts).
  const messages = await loaders[locale][part]();
  if (loaded.has(`${locale}/${part}`)) return;
  i18n.addResourceBundle(locale, 'translation', messages.default, true, false);
  loaded.add(`${locale}/${part}`);
}

/** Loads the strings a language switch needs (every part used so far), then switches. */
export async function changeLocale(locale: Locale): Promise<void> {
  await Promise.all([...wanted].map((part) => loadMessages(locale, part)));
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/** The language the UI currently speaks; the API client sends it as Accept-Language. */
export function currentLocale(): Locale {
  return locales.find((locale) => locale === i18n.language) ?? defaultLocale;
}

/**
 * The text of a key that arrives as data (a server's message key, a route's title, a
 * field name): typed keys cannot check those, so they are looked up as plain strings.
 * Keys written in the code go through `t` and are checked by the compiler.
 */
export function textOf(
  t: (key: never, options?: never) => unknown,
  key: string,
  options?: Record<string, unknown>,
): string {
  const value = t(key as never, options as never);
  return typeof value === 'string' ? value : key;
}
