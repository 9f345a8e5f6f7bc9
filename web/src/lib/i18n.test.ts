import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import { currentLocale, i18n, textOf } from './i18n.ts';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('UI strings', () => {
  it('exist in German and English alike, none empty', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(de).sort());
    for (const key of keysOf(de)) {
      expect(i18n.getResource('de', key), key).toEqual(expect.any(String));
      expect(i18n.getResource('en', key), key).toEqual(expect.any(String));
    }
  });

  it('speak the active language and report it for Accept-Language', async () => {
    expect(i18n.t('errors.notFound.title')).toBe('Seite nicht gefunden');
    expect(currentLocale()).toBe('de');
    await i18n.changeLanguage('en');
    expect(i18n.t('errors.notFound.title')).toBe('Page not found');
    expect(currentLocale()).toBe('en');
  });

  it('types its keys from the German file, so an unknown key fails the type check', () => {
    // @ts-expect-error: no such key in de.json
    expect(i18n.t('gibt.es.nicht')).toBe('gibt.es.nicht');
    expect(i18n.t('app.name')).not.toBe('app.name');
  });

  it('fall back to German for a key English lacks', async () => {
    i18n.addResourceBundle('de', { test: { onlyGerman: 'Nur deutsch' } });
    await i18n.changeLanguage('en');
    expect(textOf(i18n.t, 'test.onlyGerman')).toBe('Nur deutsch');
  });
});
