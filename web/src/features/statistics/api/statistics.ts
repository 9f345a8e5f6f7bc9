import { queryOptions, useQuery } from '@tanstack/react-query';
import { statisticsApiPath } from '../../../../../domain/statistics/statistics.ts';
import type { Statistics } from '../../../../../domain/statistics/statistics-schemas.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';

/** GET /api/statistics: the city's open figures and, when asked, one district's beside them. */
export function getStatistics(district: string | null, locale: Locale, signal?: AbortSignal) {
  return api.get<Statistics>(statisticsApiPath, {
    locale,
    signal,
    query: district ? { district } : undefined,
  });
}

/** The city's figures, or one district's beside them; the route's loader fetches the same. */
export function statisticsQueryOptions(district: string | null, locale: Locale) {
  return queryOptions({
    queryKey: ['statistics', district ?? '', locale] as const,
    queryFn: ({ signal }) => getStatistics(district, locale, signal),
  });
}

export function useStatistics(district: string | null) {
  return useQuery(statisticsQueryOptions(district, useLocale()));
}
