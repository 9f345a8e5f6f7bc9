/**
 * URL slugs from titles: German umlauts spelled out (ä → ae, ß → ss), other accents dropped,
 * everything else joined by single hyphens. "Laufen am Öjendorfer See" → "laufen-am-oejendorfer-see".
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
