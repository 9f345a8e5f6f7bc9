import { queryOptions, useQuery } from '@tanstack/react-query';
import { peptalkApi } from '../../../../../domain/peptalk/peptalk.ts';
import type { Peptalk } from '../../../../../domain/peptalk/peptalk-schemas.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';

/** GET /api/peptalks/{videoid}: one talk with captions, transcript and categories; 404 if none. */
export function getPeptalk(videoid: string, locale: Locale, signal?: AbortSignal) {
  return api.get<Peptalk>(peptalkApi.byId(videoid), { locale, signal });
}

/** The talk page's talk; the route's loader fetches the same, so the page renders with it. */
export function peptalkQueryOptions(videoid: string, locale: Locale) {
  return queryOptions({
    queryKey: ['peptalk', 'video', videoid, locale] as const,
    queryFn: ({ signal }) => getPeptalk(videoid, locale, signal),
  });
}

export function usePeptalk(videoid: string) {
  return useQuery(peptalkQueryOptions(videoid, useLocale()));
}
