import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

// The legal, information and campaign pages of the demo carry real reading text in both
// languages: not a sentence and a generic paragraph, but what such a page has to say.

type WirePage = {
  description: string;
  fragments: { template: string; content: { title?: string; copy?: string } }[];
};

/** Fewest words of body text (text sections, not the intro or the demo notice) per page. */
const minimumWords: Record<string, number> = {
  impressum: 80,
  datenschutz: 800,
  nutzungsbedingungen: 300,
  'active-spotter-teilnahmebedingungen': 200,
  'erklaerung-zur-barrierefreiheit': 250,
  'einfache-sprache': 150,
  'active-city-day': 120,
  'active-city-festival': 120,
  'active-city-arena': 120,
};

/** Rich copy as plain text: link labels stay, targets, bold marks and bullets go. */
const plain = (copy: string) =>
  copy
    .replace(/\[([^\]\n]+)\]\([^)\s]+\)/g, '$1')
    .replace(/\*\*/g, '')
    .replace(/^\s*- /gm, '');

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

describe('the written demo pages', () => {
  let t: TestApp;
  const pages = new Map<string, WirePage>();
  beforeAll(async () => {
    t = await createTestApp();
    for (const slug of Object.keys(minimumWords)) {
      for (const language of ['de', 'en']) {
        const res = await t.app.inject({
          url: `/api/pages/${slug}`,
          headers: { 'accept-language': language },
        });
        expect(res.statusCode, `${slug} (${language})`).toBe(200);
        pages.set(`${slug}:${language}`, res.json().data as WirePage);
      }
    }
  });
  afterAll(() => t.close());

  const page = (slug: string, language: string) => pages.get(`${slug}:${language}`)!;
  const sections = (slug: string, language: string) =>
    page(slug, language).fragments.filter((f) => f.template === 'text');

  it.each(Object.entries(minimumWords))('%s has at least %i words in each language', (slug, n) => {
    for (const language of ['de', 'en']) {
      const body = sections(slug, language)
        .map((f) => plain(f.content.copy ?? ''))
        .join('\n');
      expect(words(body).length, `${slug} (${language})`).toBeGreaterThanOrEqual(n);
      // Headed sections give the page an outline below its h1.
      expect(sections(slug, language).length, `${slug} (${language})`).toBeGreaterThanOrEqual(3);
      expect(body, `${slug} (${language}) repeats its intro`).not.toContain(
        page(slug, language).description,
      );
    }
  });

  it('marks legal and information texts as the demo operator’s', () => {
    for (const slug of [
      'impressum',
      'datenschutz',
      'nutzungsbedingungen',
      'active-spotter-teilnahmebedingungen',
      'erklaerung-zur-barrierefreiheit',
    ]) {
      expect(JSON.stringify(page(slug, 'de').fragments)).toContain('Demo-Betreiber');
      expect(JSON.stringify(page(slug, 'en').fragments)).toContain('demo operator');
    }
  });

  it('has the sections BITV 2.0 asks of an accessibility statement', () => {
    const expected = {
      de: [/Stand der Vereinbarkeit/, /Nicht barrierefreie Inhalte/, /Feedback/, /Durchsetzung/],
      en: [/Compliance status/, /Non-accessible content/, /Feedback/, /Enforcement/],
    };
    for (const [language, headings] of Object.entries(expected)) {
      const titles = sections('erklaerung-zur-barrierefreiheit', language).map(
        (f) => f.content.title ?? '',
      );
      for (const heading of headings) {
        expect(
          titles.some((title) => heading.test(title)),
          `${heading} (${language})`,
        ).toBe(true);
      }
    }
  });

  it('keeps every German sentence of the easy-language page at 15 words or fewer', () => {
    const texts = sections('einfache-sprache', 'de').flatMap((f) => [
      f.content.title ?? '',
      plain(f.content.copy ?? ''),
    ]);
    const sentences = texts
      .flatMap((text) => text.split('\n'))
      .flatMap((line) => line.split(/(?<=[.!?:])\s+/))
      .filter((sentence) => words(sentence).length > 0);
    expect(sentences.length).toBeGreaterThan(20);
    const long = sentences.filter((sentence) => words(sentence).length > 15);
    expect(long).toEqual([]);
  });
});
