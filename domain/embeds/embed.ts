/**
 * Embeds for clubs' and schools' websites (decision 035): a small list of offers served under
 * `/embed/offers`, framable from anywhere, without cookies. The developers' page builds the
 * `<iframe>` snippet from these parameters. Zod-free: the contract is in embed-schemas.ts.
 */
import type { Locale } from '../shared/locale.ts';

export const embedPaths = {
  /** GET, embedQuerySchema → text/html: the offers of the choice as a small list. */
  offers: '/embed/offers',
  /** GET → { data: EmbedOptions }: what the builder offers to choose from. */
  options: '/api/embed/options',
} as const;

export const embedDefaultLimit = 10;
export const embedMaxLimit = 30;

/** The embed's choice: category, district or club (slugs), language and length. */
export type EmbedQuery = {
  category?: string;
  district?: string;
  club?: string;
  lang?: Locale;
  limit?: number;
};

/** The embed's address for a choice; parameters left empty stay out. */
export function embedUrl(base: string, query: EmbedQuery): string {
  const params = new URLSearchParams();
  for (const key of ['category', 'district', 'club', 'lang', 'limit'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `${base.replace(/\/$/, '')}${embedPaths.offers}?${params}`;
}

/** The embed's title in its own language (the page's heading and the iframe's name). */
export const embedTitle = {
  de: 'Sportangebote in Hamburg',
  en: 'Sports offers in Hamburg',
} as const;
