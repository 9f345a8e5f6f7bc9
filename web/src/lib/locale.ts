import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { defaultLocale, type Locale } from '../../../domain/shared/locale.ts';

// German lives at the root, English under /en (spec/portal.md §2: optional locale prefix).
const prefixed: readonly Locale[] = ['en'];
const absolute = /^([a-z][a-z0-9+.-]*:|\/\/|#)/i;

function prefixOf(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1] ?? '';
  return prefixed.find((locale) => locale === first);
}

export function localeFromPathname(pathname: string): Locale {
  return prefixOf(pathname) ?? defaultLocale;
}

/** '/en/news' -> '/news', '/en' -> '/', '/news' -> '/news'. */
export function stripLocale(pathname: string): string {
  const locale = prefixOf(pathname);
  if (!locale) return pathname || '/';
  return pathname.slice(locale.length + 1) || '/';
}

/** Turns a locale-neutral app path ('/news?x=1') into the path for `locale`. */
export function localePath(path: string, locale: Locale): string {
  if (absolute.test(path)) return path;
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const split = withSlash.search(/[?#]/);
  const pathname = split === -1 ? withSlash : withSlash.slice(0, split);
  const rest = split === -1 ? '' : withSlash.slice(split);
  const neutral = stripLocale(pathname);
  if (locale === defaultLocale) return neutral + rest;
  return (neutral === '/' ? `/${locale}` : `/${locale}${neutral}`) + rest;
}

/** The same page in the other language, so a language switch keeps the visitor in place. */
export function switchLocalePath(pathname: string, search: string, target: Locale): string {
  return localePath(stripLocale(pathname), target) + search;
}

export function useLocale(): Locale {
  return localeFromPathname(useLocation().pathname);
}

/** `(to) => path` for the active locale, for links and navigate(). */
export function useLocalePath(): (to: string) => string {
  const locale = useLocale();
  return useCallback((to: string) => localePath(to, locale), [locale]);
}
