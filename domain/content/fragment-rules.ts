// Zod-free rules of fragments, for screens that render them without loading the schemas.

/** spec/portal.md §9: anchors are lowercase, spaces become hyphens, umlauts transliterated. */
export function anchorName(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, '-');
}

/** spec/portal.md §9: a quote is long above 200 characters. */
export const isLongQuote = (quote: string) => quote.length > 200;

/** spec/portal.md §9: KB, or MB with two decimals above 1000 KB. */
export function formatDownloadSize(bytes: number, locale: 'de' | 'en'): string {
  const kb = bytes / 1024;
  const sep = locale === 'de' ? ',' : '.';
  if (kb > 1000) return `${(kb / 1024).toFixed(2).replace('.', sep)} MB`;
  return `${Math.max(1, Math.round(kb))} KB`;
}
