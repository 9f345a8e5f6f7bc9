import type { QueryClient } from '@tanstack/react-query';
import { offerKeys } from './keys.ts';

/**
 * Drops every cached offer answer after a write (spec/offers.md §4: "the offer caches are
 * dropped"): map points, lists, details and pages, and the user's bookmarks and own offers.
 * The user's other answers (purchases, paid products) do not depend on offers and stay.
 */
export function invalidateOfferQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: offerKeys.all }),
    queryClient.invalidateQueries({ queryKey: offerKeys.mine }),
  ]);
}

/**
 * After a bookmark was set or removed: the bookmark list and the lists narrowed to bookmarks
 * load again. The map narrows its points by the cached user's ids, which the caller updates.
 */
export function invalidateBookmarkQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: offerKeys.bookmarked });
}
