import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import { filterToApiQuery, type OfferFilter } from '../../../../../domain/offers/filter.ts';
import type { OfferFeatureCollection } from '../../../../../domain/offers/types.ts';
import { api } from '../../../lib/api-client.ts';
import { apiCacheLifetimeMs } from '../../../lib/query-client.ts';
import { offerKeys } from './keys.ts';

const path = offerApi.geo;
const empty: OfferFeatureCollection = { type: 'FeatureCollection', features: [] };

/** GET /api/offers/geo: the map's points for the filter (nearby and bookmark stay local). */
export function getOfferGeo(query: string, signal?: AbortSignal): Promise<OfferFeatureCollection> {
  return api.get<OfferFeatureCollection>(path, {
    query: Object.fromEntries(new URLSearchParams(query)),
    signal,
  });
}

/** The map's points for an API query (filterToApiQuery's text, or the wizard's spots). */
export function offerGeoQueryOptions(query: string) {
  return queryOptions({
    queryKey: offerKeys.geo(query),
    queryFn: ({ signal }) => getOfferGeo(query, signal),
    staleTime: apiCacheLifetimeMs,
  });
}

/**
 * The map's collection. `bookmarks` (the user's bookmarked ids) narrows it when the filter
 * asks for bookmarks, so the cached collection is the same for every visitor.
 */
export function useOfferGeo(
  filter: OfferFilter,
  { enabled = true, bookmarks = [] }: { enabled?: boolean; bookmarks?: number[] } = {},
) {
  const query = filterToApiQuery(filter).toString();
  // An empty types list means "nothing" (spec/offers.md §4): no request at all.
  const nothing = filter.types !== null && filter.types.length === 0;
  const onlyBookmarks = filter.types?.includes('bookmark') ?? false;
  return useQuery({
    ...offerGeoQueryOptions(query),
    enabled: enabled && !nothing,
    placeholderData: keepPreviousData,
    select: (collection) =>
      onlyBookmarks
        ? {
            ...collection,
            features: collection.features.filter((f) => bookmarks.includes(f.properties.id)),
          }
        : collection,
    ...(nothing ? { initialData: empty } : {}),
  });
}

/**
 * Starts the map's request before the screen's code has arrived (the route's loader does
 * this when the screen opens on the map); the screen's query then finds it under its key.
 */
export function prefetchOfferGeo(queryClient: QueryClient, filter: OfferFilter): Promise<void> {
  return queryClient.prefetchQuery(offerGeoQueryOptions(filterToApiQuery(filter).toString()));
}
