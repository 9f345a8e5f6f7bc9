import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { negotiateLocale, pickText } from './locale.ts';

describe('negotiateLocale', () => {
  it('picks the highest-ranked supported language', () => {
    expect(negotiateLocale('en-GB,en;q=0.9,de;q=0.8')).toBe('en');
    expect(negotiateLocale('fr-FR,fr;q=0.9,en;q=0.5,de;q=0.7')).toBe('de');
    expect(negotiateLocale('fr,es')).toBe('de');
    expect(negotiateLocale(undefined)).toBe('de');
  });

  it('never fails and always answers a supported locale, whatever the header', () => {
    fc.assert(fc.property(fc.string(), (header) => ['de', 'en'].includes(negotiateLocale(header))));
  });
});

describe('pickText', () => {
  it('falls back to German where English is missing or empty', () => {
    expect(pickText({ de: 'Laufen', en: 'Running' }, 'en')).toBe('Running');
    expect(pickText({ de: 'Laufen' }, 'en')).toBe('Laufen');
    expect(pickText({ de: 'Laufen', en: '' }, 'en')).toBe('Laufen');
    expect(pickText(null, 'de')).toBe('');
  });
});
