import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetail } from '../../../../../domain/content/articles.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { NotFoundError } from '../../../lib/api-errors.ts';
import { useLocale } from '../../../lib/locale.ts';
import { assertSlug } from './slug.ts';

type EventInput = { slug: string; preview: boolean; locale: Locale; signal?: AbortSignal };

export function getEvent({ slug, preview, locale, signal }: EventInput) {
  return api.get<EventDetail>(`/events/${encodeURIComponent(slug)}`, {
    query: { pv: preview ? 1 : undefined },
    locale,
    signal,
  });
}

export function eventQueryOptions(slug: string, preview: boolean, locale: Locale) {
  return queryOptions({
    queryKey: ['event', locale, slug, preview] as const,
    queryFn: ({ signal }) => {
      assertSlug(slug);
      return getEvent({ slug, preview, locale, signal });
    },
  });
}

/** A 404 goes to the route's error screen, which shows the 404 page (spec/portal.md §8). */
export function useEvent(slug: string, preview: boolean) {
  return useQuery({
    ...eventQueryOptions(slug, preview, useLocale()),
    throwOnError: (error) => error instanceof NotFoundError,
  });
}
