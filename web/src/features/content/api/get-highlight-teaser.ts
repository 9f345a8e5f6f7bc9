import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Highlight } from '../../../../../domain/content/bundle.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { NotFoundError } from '../../../lib/api-errors.ts';
import { useLocale } from '../../../lib/locale.ts';

export function getHighlightTeaser(id: string, locale: Locale, signal?: AbortSignal) {
  return api.get<Highlight>(`/highlights/${encodeURIComponent(id)}/teaser`, {
    locale,
    signal,
  });
}

/** Ids are positive integers; anything else cannot exist and is a 404 without asking. */
export function highlightTeaserQueryOptions(id: string, locale: Locale) {
  return queryOptions({
    queryKey: ['highlight-teaser', locale, id] as const,
    queryFn: ({ signal }) => {
      if (!/^[1-9]\d{0,9}$/.test(id)) throw new NotFoundError({ message: 'Highlight not found.' });
      return getHighlightTeaser(id, locale, signal);
    },
  });
}

export function useHighlightTeaser(id: string) {
  return useQuery({
    ...highlightTeaserQueryOptions(id, useLocale()),
    throwOnError: (error) => error instanceof NotFoundError,
  });
}
