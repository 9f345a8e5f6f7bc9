import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildNavigation } from './navigation.ts';
import type { PageSummary } from './bundle.ts';

const labels = {
  start: 'Start',
  news: 'News',
  offers: 'Sportangebot',
  events: 'Events',
  faq: 'FAQ',
  contact: 'Kontakt',
};
const page = (id: number, slug: string, navi: string | null = slug): PageSummary => ({
  id,
  slug,
  title: slug,
  navi_label: navi,
});

describe('buildNavigation', () => {
  it('lists the fixed entries, fixed pages when present, then FAQ and Contact', () => {
    const nav = buildNavigation([page(1, 'active-city-day'), page(2, 'impressum', null)], labels);
    expect(nav.main.map((l) => l.to)).toEqual([
      '/',
      '/news',
      '/angebot',
      '/events',
      '/active-city-day',
    ]);
    expect(nav.service.map((l) => l.label)).toEqual(['FAQ', 'Kontakt']);
    expect(nav.middle).toEqual([]);
  });

  it('puts the first seven dynamic pages in the middle column and the rest on the right', () => {
    const pages = Array.from({ length: 10 }, (_, i) => page(i, `seite-${i}`));
    const nav = buildNavigation(pages, labels);
    expect(nav.middle.map((l) => l.to)).toEqual(pages.slice(0, 7).map((p) => `/${p.slug}`));
    expect(nav.right.map((l) => l.to)).toEqual(['/seite-7', '/seite-8', '/seite-9']);
  });

  it('keeps pages without a navigation label out, and never lists a page twice', () => {
    const pageArb = fc.record({
      id: fc.nat(),
      slug: fc.constantFrom(
        'active-city-summer',
        'active-city-arena',
        'a',
        'b',
        'c',
        'd',
        'e',
        'f',
        'g',
        'h',
        'i',
      ),
      title: fc.string(),
      navi_label: fc.option(fc.string({ minLength: 1 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(pageArb, { selector: (p) => p.slug }), (pages) => {
        const nav = buildNavigation(pages, labels);
        const dynamic = [...nav.middle, ...nav.right].map((l) => l.to);
        expect(nav.middle.length).toBeLessThanOrEqual(7);
        expect(new Set(dynamic).size).toBe(dynamic.length);
        for (const to of dynamic)
          expect(pages.find((p) => `/${p.slug}` === to)?.navi_label).toBeTruthy();
      }),
    );
  });
});
