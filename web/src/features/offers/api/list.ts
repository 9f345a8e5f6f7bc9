import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import {
  filterToApiQuery,
  listWindow,
  type OfferFilter,
} from '../../../../../domain/offers/filter.ts';
import type { OfferListResponse } from '../../../../../domain/offers/types.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { apiCacheLifetimeMs } from '../../../lib/query-client.ts';
import { useLocale } from '../../../lib/locale.ts';
import { offerKeys } from './keys.ts';

const path = offerApi.list;

type ListInput = {
  query: string;
  limit: number;
  offset?: number;
  locale: Locale;
  signal?: AbortSignal;
};

/** GET /api/offers: `limit` offers of the filter after the first `offset`, with the count. */
export function getOfferList({ query, limit, offset = 0, locale, signal }: ListInput) {
  return api.get<OfferListResponse>(path, {
    // Offset 0 is left out, so the first pages keep the addresses they always had.
    query: {
      ...Object.fromEntries(new URLSearchParams(query)),
      limit,
      ...(offset > 0 ? { offset } : {}),
    },
    unwrap: false,
    locale,
    signal,
  });
}

/**
 * `limit` offers of an API query (filterToApiQuery's text with `list`) after the first
 * `offset`. A list narrowed to the user's bookmarks differs per user: its key is the user's
 * (logout drops it, a bookmark toggle reloads it).
 */
export function offerListQueryOptions(query: string, limit: number, locale: Locale, offset = 0) {
  const bookmarked = new URLSearchParams(query).get('bookmarked') === 'true';
  return queryOptions({
    queryKey: bookmarked
      ? offerKeys.bookmarkedList(locale, query, limit, offset)
      : offerKeys.list(locale, query, limit, offset),
    queryFn: ({ signal }) => getOfferList({ query, limit, offset, locale, signal }),
    staleTime: apiCacheLifetimeMs,
  });
}

/** The offers the list shows at page `page` (listWindow: limit = p × 5 within a block). */
export function useOfferList(filter: OfferFilter, page: number) {
  const query = filterToApiQuery(filter, { list: true }).toString();
  const nothing = filter.types !== null && filter.types.length === 0;
  const { offset, limit } = listWindow(page);
  return useQuery({
    ...offerListQueryOptions(query, limit, useLocale(), offset),
    enabled: !nothing,
    // "More" keeps the shown entries on screen while the longer list loads.
    placeholderData: keepPreviousData,
    ...(nothing ? { initialData: { data: [], total: 0 } satisfies OfferListResponse } : {}),
  });
}
