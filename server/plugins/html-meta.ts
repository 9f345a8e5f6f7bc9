import escapeHtml from 'escape-html';
import type { Locale } from '../../domain/shared/locale.ts';

export type PageMeta = {
  title: string;
  description: string;
  url: string;
  locale: Locale;
  image?: string;
  alternates: { de: string; en: string };
};

/** Title, description, Open Graph and hreflang tags, so shared links and crawlers see real text. */
export function renderHead(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    `<meta property="og:locale" content="${meta.locale === 'en' ? 'en_GB' : 'de_DE'}">`,
    `<meta property="og:type" content="website">`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : '',
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    `<link rel="alternate" hreflang="de" href="${escapeHtml(meta.alternates.de)}">`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(meta.alternates.en)}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(meta.alternates.de)}">`,
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
