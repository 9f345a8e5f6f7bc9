import type { QueryClient } from '@tanstack/react-query';

/**
 * Drops every cached offer answer after a write (spec/offers.md §4: "the offer caches are
 * dropped"): geo, lists, details and pages live under 'offers'; bookmarked lists and the
 * profile's own offers under 'user', 'offers' / 'user', 'profile-offers' and similar.
 */
export function invalidateOfferQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'offers' || (queryKey[0] === 'user' && queryKey.length > 1),
  });
}
