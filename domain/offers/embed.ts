/**
 * Embeds for clubs' and schools' websites (decision 035): a small list of offers served under
 * `/embed/offers`, framable from anywhere, without cookies. The developers' page builds the
 * `<iframe>` snippet from these parameters.
 */
import { z } from 'zod';
import { locales } from '../shared/locale.ts';

export const embedPaths = {
  /** GET, embedQuerySchema → text/html: the offers of the choice as a small list. */
  offers: '/embed/offers',
  /** GET → { data: EmbedOptions }: what the builder offers to choose from. */
  options: '/api/embed/options',
} as const;

export const embedDefaultLimit = 10;
export const embedMaxLimit = 30;

const slug = z.string().regex(/^[a-z0-9-]{1,200}$/, 'invalid slug');

export const embedQuerySchema = z.object({
  category: slug.optional().describe('Only offers of this category'),
  district: slug.optional().describe('Only offers in this district'),
  club: slug.optional().describe('Only the locations of this club'),
  lang: z.enum(locales).default('de'),
  limit: z.coerce.number().int().min(1).max(embedMaxLimit).default(embedDefaultLimit),
});
export type EmbedQuery = z.input<typeof embedQuerySchema>;

const choice = z.object({ slug: z.string(), name: z.string() });
export const embedOptionsSchema = z.object({
  categories: z.array(choice),
  districts: z.array(choice),
  clubs: z.array(choice),
  rate_limit_per_minute: z.number().int(),
  public_url: z.string(),
});
export type EmbedOptions = z.infer<typeof embedOptionsSchema>;

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
