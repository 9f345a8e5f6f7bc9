import escapeHtml from 'escape-html';
import type { Locale } from '../../domain/shared/locale.ts';

export type PageMeta = {
  title: string;
  description: string;
  url: string;
  locale: Locale;
  image?: string;
  /** Open Graph type; unset: `website`. */
  type?: 'website' | 'article';
  /**
   * An error page (404, 403): kept out of search indexes, and with no canonical or language
   * alternates, which would name the missing address as the page to index.
   */
  noindex?: boolean;
  alternates: { de: string; en: string };
};

/** Title, description, Open Graph and hreflang tags, so shared links and crawlers see real text. */
export function renderHead(meta: PageMeta): string {
  const indexed = !meta.noindex;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    indexed ? '' : '<meta name="robots" content="noindex">',
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    indexed ? `<meta property="og:url" content="${escapeHtml(meta.url)}">` : '',
    `<meta property="og:locale" content="${meta.locale === 'en' ? 'en_GB' : 'de_DE'}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : '',
    ...(indexed
      ? [
          `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
          `<link rel="alternate" hreflang="de" href="${escapeHtml(meta.alternates.de)}">`,
          `<link rel="alternate" hreflang="en" href="${escapeHtml(meta.alternates.en)}">`,
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(meta.alternates.de)}">`,
        ]
      : []),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** Splits `/en/news` into the locale and the locale-neutral path `/news`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    return { locale: 'en', path: pathname.slice(3) || '/' };
  }
  return { locale: 'de', path: pathname || '/' };
}
