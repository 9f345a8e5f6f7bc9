import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventTeaser } from '../../../../../domain/content/bundle.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { NotFoundError } from '../../../lib/api-errors.ts';
import { useLocale } from '../../../lib/locale.ts';
import { assertSlug } from './slug.ts';

export function getEventTeaser(slug: string, locale: Locale, signal?: AbortSignal) {
  return api.get<EventTeaser>(`/events/${encodeURIComponent(slug)}/teaser`, {
    locale,
    signal,
  });
}

export function eventTeaserQueryOptions(slug: string, locale: Locale) {
  return queryOptions({
    queryKey: ['event-teaser', locale, slug] as const,
    queryFn: ({ signal }) => {
      assertSlug(slug);
      return getEventTeaser(slug, locale, signal);
    },
  });
}

export function useEventTeaser(slug: string) {
  return useQuery({
    ...eventTeaserQueryOptions(slug, useLocale()),
    throwOnError: (error) => error instanceof NotFoundError,
  });
}
