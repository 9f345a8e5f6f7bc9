import { z } from 'zod';
import { pickText, type Locale } from '../shared/locale.ts';
import { localizedTextSchema } from '../shared/locale-schema.ts';

/**
 * The names of the topics (tags) articles and events carry, by slug, in German and English
 * (content settings key `tags`). A slug without a name is shown tidied up (see `tagLabel`).
 */
export const tagLabelsSchema = z.record(z.string(), localizedTextSchema).default({});
export type TagLabels = z.infer<typeof tagLabelsSchema>;

/** A tag's name in the language shown: its entry, else the slug made readable. */
export function tagLabel(slug: string, labels: TagLabels | undefined, locale: Locale): string {
  const named = labels?.[slug];
  if (named) return pickText(named, locale);
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
