import { fixedNavPageSlugs, metaPageSlugs, navMiddleColumnSize } from './constants.ts';
import type { PageSummary } from './bundle.ts';

export type NavLink = { key: string; label: string; to: string };
export type NavLabels = {
  start: string;
  news: string;
  offers: string;
  events: string;
  faq: string;
  contact: string;
};
export type Navigation = {
  main: NavLink[];
  middle: NavLink[];
  right: NavLink[];
  service: NavLink[];
};

const isFixed = (slug: string) => (fixedNavPageSlugs as readonly string[]).includes(slug);

/**
 * Builds the dropdown navigation of spec/portal.md §2: the fixed entries, the four fixed
 * pages when present, up to seven dynamic pages in the middle column, the rest on the right,
 * then FAQ and Contact. Paths are locale-neutral; the caller adds the language prefix.
 */
export function buildNavigation(pages: PageSummary[], labels: NavLabels): Navigation {
  const fixed = fixedNavPageSlugs
    .map((slug) => pages.find((p) => p.slug === slug))
    .filter((p): p is PageSummary => p !== undefined)
    .map((p) => ({ key: `page-${p.slug}`, label: p.navi_label || p.title, to: `/${p.slug}` }));
  const dynamic = pages
    .filter((p) => p.navi_label && !isFixed(p.slug))
    .map((p) => ({ key: `page-${p.slug}`, label: p.navi_label as string, to: `/${p.slug}` }));
  return {
    main: [
      { key: 'start', label: labels.start, to: '/' },
      { key: 'news', label: labels.news, to: '/news' },
      { key: 'offers', label: labels.offers, to: '/angebot' },
      { key: 'events', label: labels.events, to: '/events' },
      ...fixed,
    ],
    middle: dynamic.slice(0, navMiddleColumnSize),
    right: dynamic.slice(navMiddleColumnSize),
    service: [
      { key: 'faq', label: labels.faq, to: `/meta/${metaPageSlugs.faq}` },
      { key: 'contact', label: labels.contact, to: `/meta/${metaPageSlugs.contact}` },
    ],
  };
}
