import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { SummerList } from '../../../../../domain/summer/summer-schemas.ts';
import type { SummerWeek } from '../../../../../domain/summer/summer.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';

export type SummerListInput = {
  week: SummerWeek;
  district: string | null;
  category: string | null;
  page: number;
};

/** GET api.summerevent.list: one page of a week's course dates. */
export function getSummerList(input: SummerListInput, locale: Locale, signal?: AbortSignal) {
  return api.get<SummerList>(offerApi.summerList, {
    query: {
      start: input.week.start,
      stop: input.week.stop,
      district: input.district ?? undefined,
      category: input.category ?? undefined,
      page: input.page,
    },
    locale,
    signal,
  });
}

/** One page of the filter; without a filter yet (the calendar's base still loading) none. */
export function summerListQueryOptions(input: SummerListInput | null, locale: Locale) {
  return queryOptions({
    queryKey: ['summer', 'list', locale, input] as const,
    queryFn: input ? ({ signal }) => getSummerList(input, locale, signal) : skipToken,
  });
}

/** The page of the filter; the last page stays shown while the next one loads. */
export function useSummerList(input: SummerListInput | null) {
  return useQuery({
    ...summerListQueryOptions(input, useLocale()),
    placeholderData: keepPreviousData,
  });
}
