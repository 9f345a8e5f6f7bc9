import { useQuery } from '@tanstack/react-query';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import { addressSearch } from '../../../../../domain/offers/constants.ts';
import type { AddressSuggestion } from '../../../../../domain/offers/types.ts';
import { api } from '../../../lib/api-client.ts';
import { apiCacheLifetimeMs } from '../../../lib/query-client.ts';

const path = offerApi.suggest.replace(/^\/api/, '');

/** GET /api/geo/suggest?q=: at most five addresses inside the city. */
export async function getAddressSuggestions(
  q: string,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const found = await api.get<AddressSuggestion[]>(path, { query: { q }, signal });
  return found.slice(0, addressSearch.limit);
}

/** Suggestions for an already debounced text; shorter than three characters asks nothing. */
export function useAddressSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['geo', 'suggest', text] as const,
    queryFn: ({ signal }) => getAddressSuggestions(text, signal),
    enabled: text.length >= addressSearch.minLength,
    staleTime: apiCacheLifetimeMs,
    retry: false,
  });
}
