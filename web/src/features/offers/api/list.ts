import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listPaging } from '../../../../../domain/offers/constants.ts';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import { filterToApiQuery, type OfferFilter } from '../../../../../domain/offers/filter.ts';
import type { OfferListResponse } from '../../../../../domain/offers/types.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { apiCacheLifetimeMs } from '../../../lib/query-client.ts';
import { useLocale } from '../../../lib/locale.ts';
import { offerKeys } from './keys.ts';

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

/**
 * The first `limit` offers of an API query (filterToApiQuery's text with `list`). A list
 * narrowed to the user's bookmarks differs per user: its key is the user's (logout drops it,
 * a bookmark toggle reloads it).
 */
export function offerListQueryOptions(query: string, limit: number, locale: Locale) {
  const bookmarked = new URLSearchParams(query).get('bookmarked') === 'true';
  return queryOptions({
    queryKey: bookmarked
      ? offerKeys.bookmarkedList(locale, query, limit)
      : offerKeys.list(locale, query, limit),
    queryFn: ({ signal }) => getOfferList({ query, limit, locale, signal }),
    staleTime: apiCacheLifetimeMs,
  });
}

/** The list up to page `page` (limit = page × 5, spec/offers.md §4 List paging). */
export function useOfferList(filter: OfferFilter, page: number) {
  const query = filterToApiQuery(filter, { list: true }).toString();
  const nothing = filter.types !== null && filter.types.length === 0;
  return useQuery({
    ...offerListQueryOptions(query, page * listPaging.pageSize, useLocale()),
    enabled: !nothing,
    // "More" keeps the shown entries on screen while the longer list loads.
    placeholderData: keepPreviousData,
    ...(nothing ? { initialData: { data: [], total: 0 } satisfies OfferListResponse } : {}),
  });
}
