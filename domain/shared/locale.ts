// Zod-free on purpose: the browser's first bundle imports this; schemas live in locale-schema.ts.
/** Languages the portal speaks. German is the default and the fallback for missing texts. */
export const locales = ['de', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Editorial text kept per locale; German is required, English falls back to German. */
export type LocalizedText = { de: string; en?: string };

export function pickText(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  return (locale === 'en' ? text.en : undefined) || text.de;
}

/** Picks the best supported locale from an Accept-Language header value. */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return defaultLocale;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    const match = locales.find((l) => l === base);
    if (match) return match;
  }
  return defaultLocale;
}
