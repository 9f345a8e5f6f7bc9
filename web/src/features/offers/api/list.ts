import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listPaging } from '../../../../../domain/offers/constants.ts';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import { filterToApiQuery, type OfferFilter } from '../../../../../domain/offers/filter.ts';
import type { OfferListResponse } from '../../../../../domain/offers/types.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { apiCacheLifetimeMs } from '../../../lib/query-client.ts';
import { useLocale } from '../../../lib/locale.ts';

const path = offerApi.list;

type ListInput = { query: string; limit: number; locale: Locale; signal?: AbortSignal };

/** GET /api/offers: the first `limit` offers of the filter, with the total count. */
export function getOfferList({ query, limit, locale, signal }: ListInput) {
  return api.get<OfferListResponse>(path, {
    query: { ...Object.fromEntries(new URLSearchParams(query)), limit },
    unwrap: false,
    locale,
    signal,
  });
}

/** The list up to page `page` (limit = page × 5, spec/offers.md §4 List paging). */
export function useOfferList(filter: OfferFilter, page: number) {
  const locale = useLocale();
  const query = filterToApiQuery(filter, { list: true }).toString();
  const limit = page * listPaging.pageSize;
  const nothing = filter.types !== null && filter.types.length === 0;
  return useQuery({
    // Bookmarked lists differ per user, so their key starts with 'user' (logout drops it).
    queryKey: [
      ...(filter.types?.includes('bookmark') ? ['user'] : []),
      'offers',
      'list',
      locale,
      query,
      limit,
    ],
    queryFn: ({ signal }) => getOfferList({ query, limit, locale, signal }),
    enabled: !nothing,
    staleTime: apiCacheLifetimeMs,
    // "More" keeps the shown entries on screen while the longer list loads.
    placeholderData: keepPreviousData,
    ...(nothing ? { initialData: { data: [], total: 0 } satisfies OfferListResponse } : {}),
  });
}
