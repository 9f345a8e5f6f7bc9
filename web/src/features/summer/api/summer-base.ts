import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { SummerBase } from '../../../../../domain/summer/summer-schemas.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';

/** GET api.summerevent.base: the calendar's filters, seasons and the week it opens on. */
export function getSummerBase(locale: Locale, signal?: AbortSignal) {
  return api.get<SummerBase>(offerApi.summerBase, { locale, signal });
}

export function summerBaseQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['summer', 'base', locale] as const,
    queryFn: ({ signal }) => getSummerBase(locale, signal),
  });
}

export function useSummerBase() {
  return useQuery(summerBaseQueryOptions(useLocale()));
}
