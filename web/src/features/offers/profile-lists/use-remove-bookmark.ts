import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../../domain/accounts/user.ts';
import type { BookmarkItem } from '../../../../../domain/offers/types.ts';
import { deleteBookmark } from '../api/bookmark.ts';
import { invalidateBookmarkQueries } from '../api/invalidate-offers.ts';
import { offerKeys } from '../api/keys.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';

/**
 * Removes a bookmark from the Favoriten list with the detail panel's own call. Like the
 * panel's toggle it updates the cached user's bookmark ids and reloads the bookmark lists
 * (the list filtered to bookmarks and this one); unlike it, the caller learns the outcome, so
 * the confirmation dialog can stay open with a message when it fails.
 */
export function useRemoveBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: number) => deleteBookmark(offerId),
    onSuccess: (_answer, offerId) => {
      queryClient.setQueriesData<BookmarkItem[]>({ queryKey: offerKeys.bookmarkItems }, (items) =>
        items?.filter((item) => item.offer.id !== offerId),
      );
      queryClient.setQueryData<User | null>(userQueryKey, (user) =>
        user ? { ...user, bookmarks: user.bookmarks.filter((b) => b !== offerId) } : user,
      );
      void invalidateBookmarkQueries(queryClient);
    },
  });
}
