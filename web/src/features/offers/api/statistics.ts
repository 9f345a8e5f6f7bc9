import { useQuery } from '@tanstack/react-query';
import { statisticsApiPath } from '../../../../../domain/offers/statistics.ts';
import type { Statistics } from '../../../../../domain/offers/statistics-schemas.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';

export const statisticsKey = (district: string | null, locale: Locale) =>
  ['statistics', district ?? '', locale] as const;

/** GET /api/statistics: the city's open figures and, when asked, one district's beside them. */
export function getStatistics(district: string | null, locale: Locale, signal?: AbortSignal) {
  return api.get<Statistics>(statisticsApiPath, {
    locale,
    signal,
    query: district ? { district } : undefined,
  });
}

export const statisticsQuery = (district: string | null, locale: Locale) => ({
  queryKey: statisticsKey(district, locale),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getStatistics(district, locale, signal),
});

export function useStatistics(district: string | null) {
  return useQuery(statisticsQuery(district, useLocale()));
}
