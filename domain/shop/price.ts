import type { Locale } from '../shared/locale.ts';

const formats = {
  de: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};

/** A price in cents as the locale writes euros: "12,90 €" in German, "€12.90" in English. */
export function formatEuro(cents: number, locale: Locale): string {
  return formats[locale].format(cents / 100);
}
