import { useCallback } from 'react';
import { tagLabel } from '../../../../../domain/content/tag-labels.ts';
import { useContent } from '../../../lib/content-bundle/get-content.ts';
import { useLocale } from '../../../lib/locale.ts';

/** A tag's name in the page's language, from the content settings (never the raw slug). */
export function useTagLabel(): (slug: string) => string {
  const locale = useLocale();
  const { data: bundle } = useContent();
  const labels = bundle?.settings.tags;
  return useCallback((slug: string) => tagLabel(slug, labels, locale), [labels, locale]);
}

/** The names of a `tags` query (comma list), joined for a sentence. */
export function useTagNames(): (query: string) => string {
  const label = useTagLabel();
  return useCallback(
    (query: string) =>
      query
        .split(',')
        .map((slug) => slug.trim())
        .filter(Boolean)
        .map(label)
        .join(', '),
    [label],
  );
}
