/** The embeds' contract (zod); paths, limits and the address are in embed.ts. */
import { z } from 'zod';
import { locales } from '../shared/locale.ts';
import { embedDefaultLimit, embedMaxLimit } from './embed.ts';

const slug = z.string().regex(/^[a-z0-9-]{1,200}$/, 'invalid slug');

export const embedQuerySchema = z.object({
  category: slug.optional().describe('Only offers of this category'),
  district: slug.optional().describe('Only offers in this district'),
  club: slug.optional().describe('Only the locations of this club'),
  lang: z.enum(locales).default('de'),
  limit: z.coerce.number().int().min(1).max(embedMaxLimit).default(embedDefaultLimit),
});

const choice = z.object({ slug: z.string(), name: z.string() });
export const embedOptionsSchema = z.object({
  categories: z.array(choice),
  districts: z.array(choice),
  clubs: z.array(choice),
  rate_limit_per_minute: z.number().int(),
  public_url: z.string(),
});
export type EmbedOptions = z.infer<typeof embedOptionsSchema>;
