import rosetta from 'rosetta';
import { createContext, createElement, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { defaultLocale, locales, type Locale } from '../../../domain/shared/locale.ts';
import type de from '../locales/de.json';
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
    summerCourse: () => import('../locales/de/summerCourse.json'),
    newsletter: () => import('../locales/de/newsletter.json'),
    spotter: () => import('../locales/de/spotter.json'),
    contact: () => import('../locales/de/contact.json'),
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
    summerCourse: () => import('../locales/en/summerCourse.json'),
    newsletter: () => import('../locales/en/newsletter.json'),
    spotter: () => import('../locales/en/spotter.json'),
    contact: () => import('../locales/en/contact.json'),
    shop: () => import('../locales/en/shop.json'),
    statistics: () => import('../locales/en/statistics.json'),
    develop: () => import('../locales/en/develop.json'),
    peptalk: () => import('../locales/en/peptalk.json'),
  },
};
const loaded = new Set<string>();
const wanted = new Set<MessagePart>(['shell']);

/**
 * A message key of the German file (the reference), dotted, with plural forms under their
 * base key: `t('unknown.key')` fails the type check instead of showing the key to a visitor.
 */
export type MessageKey = KeysOf<typeof de>;
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${'one' | 'other'}` ? Base : K}`
    : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** `{{name}}` in a message takes `name`; a number `count` also picks the plural form (`key_one`). */
export type TOptions = Record<string, unknown> & {
  count?: number | string;
  returnObjects?: boolean;
};
export type TFunction = (key: MessageKey, options?: TOptions) => string;

/**
 * The UI's strings in one language at a time. rosetta keeps the tables, looks keys up and
 * fills `{{…}}`; this adds what the portal needs beside: German as the fallback, plural forms
 * by the language's rules, tables merged part by part, and a change signal for React.
 */
export class I18n {
  language: Locale = defaultLocale;
  private readonly tables = rosetta<Messages>();
  private readonly listeners = new Set<() => void>();

  readonly t: TFunction = (key, options) => this.translate(this.language, key, options);

  /** A `t` that keeps speaking one language, whatever the UI switches to later. */
  getFixedT(locale: Locale): TFunction {
    return (key, options) => this.translate(locale, key, options);
  }

  changeLanguage(locale: Locale): Promise<void> {
    if (locale !== this.language) {
      this.language = locale;
      for (const listener of this.listeners) listener();
    }
    return Promise.resolve();
  }

  /** Adds a part of a language's strings; groups that several parts hold are merged. */
  addResourceBundle(locale: Locale, messages: Messages): void {
    this.tables.set(locale, mergeDeep(this.tables.table(locale) ?? {}, messages));
  }

  /** The raw value of a key in one language, without fallback (undefined when missing). */
  getResource(locale: Locale, key: string): unknown {
    const value: unknown = this.tables.t(key, undefined, locale);
    return value === '' ? undefined : value;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private translate(locale: Locale, key: string, options?: TOptions): string {
    const count = options?.count;
    const candidates =
      typeof count === 'number'
        ? [`${key}_${pluralRules(locale).select(count)}`, `${key}_other`, key]
        : [key];
    for (const language of locale === defaultLocale ? [locale] : [locale, defaultLocale]) {
      for (const candidate of candidates) {
        const value: unknown = this.tables.t(candidate, options, language);
        if (typeof value === 'string' && value !== '') return value;
        // A group asked for as a whole (form errors read 'validation.email' and its parts).
        if (value && typeof value === 'object' && options?.returnObjects) return value as never;
      }
    }
    return key;
  }
}

// One set of plural rules per language: lists ask for a form per row while they render.
const pluralRulesOf = new Map<Locale, Intl.PluralRules>();
function pluralRules(locale: Locale): Intl.PluralRules {
  let rules = pluralRulesOf.get(locale);
  if (!rules) pluralRulesOf.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

function mergeDeep(target: Messages, source: Messages): Messages {
  const merged: Messages = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    merged[key] =
      isGroup(existing) && isGroup(value) ? mergeDeep(existing, value) : (value as unknown);
  }
  return merged;
}

function isGroup(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const i18n = new I18n();

const I18nContext = createContext<I18n>(i18n);

/** Gives a subtree an instance of its own (the backend's map speaks the backend's language). */
export function I18nProvider({ i18n: instance, children }: { i18n: I18n; children: ReactNode }) {
  return createElement(I18nContext.Provider, { value: instance }, children);
}

/** The strings in the UI's language; a component re-renders when the language changes. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const instance = useContext(I18nContext);
  const language = useSyncExternalStore(
    instance.subscribe,
    () => instance.language,
    () => instance.language,
  );
  return useMemo(() => ({ t: instance.getFixedT(language), i18n: instance }), [instance, language]);
}

/** Sets the language; tests hand in whole tables, the app loads parts with loadMessages. */
export function initI18n(
  locale: Locale = defaultLocale,
  resources: Partial<Record<Locale, Messages>> = {},
) {
  for (const [language, messages] of Object.entries(resources)) {
    i18n.addResourceBundle(language as Locale, messages);
  }
  void i18n.changeLanguage(locale);
  return i18n;
}

/** Makes sure a part of a language's strings is in memory (a no-op once it is). */
export async function loadMessages(locale: Locale, part: MessagePart = 'shell'): Promise<void> {
  wanted.add(part);
  // Imported again even when loaded (the module is cached): the server notes each import of a
  // render, to preload the screen's strings with its page (web/src/lib/rendered-modules.ts).
  const messages = await loaders[locale][part]();
  if (loaded.has(`${locale}/${part}`)) return;
  i18n.addResourceBundle(locale, messages.default);
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
