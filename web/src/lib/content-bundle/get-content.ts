import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentBundle } from '../../../../domain/content/bundle.ts';
import type { Locale } from '../../../../domain/shared/locale.ts';
import { api } from '../api-client.ts';
import { useLocale } from '../locale.ts';

// Boot data from our own server is typed by the domain contract but not re-parsed here:
// parsing would put zod into every first visit (docs/decisions/008-boot-data-unparsed.md).
export function getContent(locale: Locale, signal?: AbortSignal): Promise<ContentBundle> {
  return api.get<ContentBundle>('/content', { locale, signal });
}

export const contentQueryKey = (locale: Locale) => ['content', locale] as const;

export function contentQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: contentQueryKey(locale),
    queryFn: ({ signal }) => getContent(locale, signal),
  });
}

/** The content bundle (settings, pages, teasers) in the language of the current URL. */
export function useContent() {
  return useQuery(contentQueryOptions(useLocale()));
}
