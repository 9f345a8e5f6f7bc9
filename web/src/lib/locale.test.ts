import { describe, expect, it } from 'vitest';
import { localeFromPathname, localePath, stripLocale, switchLocalePath } from './locale.ts';

describe('locale from the URL', () => {
  it('reads an optional /en prefix; German has none', () => {
    expect(localeFromPathname('/')).toBe('de');
    expect(localeFromPathname('/news/abc')).toBe('de');
    expect(localeFromPathname('/en')).toBe('en');
    expect(localeFromPathname('/en/news')).toBe('en');
    expect(localeFromPathname('/english')).toBe('de');
    expect(localeFromPathname('/de/news')).toBe('de');
  });

  it('strips the prefix', () => {
    expect(stripLocale('/en/news/abc')).toBe('/news/abc');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/en/')).toBe('/');
    expect(stripLocale('/news')).toBe('/news');
    expect(stripLocale('/entdecken')).toBe('/entdecken');
  });

  it('builds paths for a locale, keeping query and hash', () => {
    expect(localePath('/news', 'en')).toBe('/en/news');
    expect(localePath('/', 'en')).toBe('/en');
    expect(localePath('/', 'de')).toBe('/');
    expect(localePath('news?page=2#top', 'en')).toBe('/en/news?page=2#top');
    expect(localePath('/?verified=1', 'en')).toBe('/en?verified=1');
    expect(localePath('/en/news', 'de')).toBe('/news');
    expect(localePath('/en/news', 'en')).toBe('/en/news');
    expect(localePath('https://example.org/x', 'en')).toBe('https://example.org/x');
  });

  it('switches language on the same page', () => {
    expect(switchLocalePath('/events', '?month=5&year=2025', 'en')).toBe(
      '/en/events?month=5&year=2025',
    );
    expect(switchLocalePath('/en/events', '?month=5', 'de')).toBe('/events?month=5');
    expect(switchLocalePath('/en', '', 'de')).toBe('/');
    expect(switchLocalePath('/', '', 'en')).toBe('/en');
  });
});
