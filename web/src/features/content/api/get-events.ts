import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EventTeaser } from '../../../../../domain/content/bundle.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';
import { nextPage, type Paged } from './get-articles.ts';

export type EventsInput = {
  /** 1–12 */
  month: number;
  year: number;
  page: number;
  tags?: string;
  locale: Locale;
  signal?: AbortSignal;
};

/** One page of the events starting in a month (Hamburg time), soonest first. */
export function getEvents({ month, year, page, tags, locale, signal }: EventsInput) {
  return api.get<Paged<EventTeaser>>('/events', {
    query: { month, year, page, tags: tags || undefined },
    unwrap: false,
    locale,
    signal,
  });
}

/**
 * The events of one month, page by page. Never fresh from the cache: the spec keeps the
 * event list uncached (spec/portal.md §9), it depends on the moment of the request.
 */
export function eventsQueryOptions(
  month: number,
  year: number,
  tags: string | undefined,
  locale: Locale,
) {
  return infiniteQueryOptions({
    queryKey: ['events', locale, year, month, tags ?? ''] as const,
    queryFn: ({ pageParam, signal }) =>
      getEvents({ month, year, page: pageParam, tags, locale, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });
}

export function useEvents(month: number, year: number, tags?: string) {
  return useInfiniteQuery(eventsQueryOptions(month, year, tags, useLocale()));
}
