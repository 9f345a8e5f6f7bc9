import { queryOptions, useQuery } from '@tanstack/react-query';
import { geoApi } from '../../../../../domain/geo/api-paths.ts';
import { addressSearch } from '../../../../../domain/geo/constants.ts';
import type { AddressSuggestion } from '../../../../../domain/geo/schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { apiCacheLifetimeMs } from '../../../lib/query-client.ts';

const path = geoApi.suggest;

/** GET /api/geo/suggest?q=: at most five addresses inside the city. */
export async function getAddressSuggestions(
  q: string,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const found = await api.get<AddressSuggestion[]>(path, { query: { q }, signal });
  return found.slice(0, addressSearch.limit);
}

/** `text` is trimmed already, so "alster" and "alster " share one answer. */
export function addressSuggestionsQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['geo', 'suggest', text] as const,
    queryFn: ({ signal }) => getAddressSuggestions(text, signal),
    staleTime: apiCacheLifetimeMs,
    retry: false,
  });
}

/** Suggestions for an already debounced text; shorter than three characters asks nothing. */
export function useAddressSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    ...addressSuggestionsQueryOptions(text),
    enabled: text.length >= addressSearch.minLength,
  });
}
