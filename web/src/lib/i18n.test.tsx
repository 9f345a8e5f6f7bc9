import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import { currentLocale, I18n, i18n, I18nProvider, textOf, useTranslation } from './i18n.ts';

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

  it("pick the plural form by the language's rules and fill in the count", async () => {
    const messages = new I18n();
    messages.addResourceBundle('de', {
      n: { item_one: '{{count}} Eintrag', item_other: '{{count}} Einträge' },
    });
    messages.addResourceBundle('en', {
      n: { item_one: '{{count}} entry', item_other: '{{count}} entries' },
    });
    const t = (key: string, options: object) => textOf(messages.t, key, options as never);
    expect(t('n.item', { count: 1 })).toBe('1 Eintrag');
    expect(t('n.item', { count: 0 })).toBe('0 Einträge');
    await messages.changeLanguage('en');
    expect(t('n.item', { count: 1 })).toBe('1 entry');
    expect(t('n.item', { count: 3 })).toBe('3 entries');
    // A formatted count ("1.234") fills in the text without choosing a form.
    expect(t('n.item_other', { count: '1.234' })).toBe('1.234 entries');
  });

  it('merge parts that share a group, and hand out a group only when asked for it', () => {
    const messages = new I18n();
    messages.addResourceBundle('de', { events: { allDay: 'Ganztägig' } });
    messages.addResourceBundle('de', { events: { title: 'Termine' } });
    expect(textOf(messages.t, 'events.allDay')).toBe('Ganztägig');
    expect(textOf(messages.t, 'events.title')).toBe('Termine');
    expect(textOf(messages.t, 'events')).toBe('events');
    expect(messages.t('events' as never, { returnObjects: true })).toEqual({
      allDay: 'Ganztägig',
      title: 'Termine',
    });
    expect(textOf(messages.t, 'events.missing')).toBe('events.missing');
  });

  it('re-render a component when the language changes, through the instance it is given', async () => {
    const messages = new I18n();
    messages.addResourceBundle('de', { greeting: 'Hallo {{name}}' });
    messages.addResourceBundle('en', { greeting: 'Hello {{name}}' });
    function Greeting() {
      const { t } = useTranslation();
      return <p>{textOf(t, 'greeting', { name: 'Kim' })}</p>;
    }
    render(
      <I18nProvider i18n={messages}>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('Hallo Kim')).toBeTruthy();
    await act(() => messages.changeLanguage('en'));
    expect(screen.getByText('Hello Kim')).toBeTruthy();
  });
});
