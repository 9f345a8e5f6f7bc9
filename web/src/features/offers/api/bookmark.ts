import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { User } from '../../../../../domain/accounts/user.ts';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { BookmarkPayload } from '../../../../../domain/offers/types.ts';
import { api } from '../../../lib/api-client.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';
import { invalidateBookmarkQueries } from './invalidate-offers.ts';

const clientPath = (path: string) => path;

/** POST api.bookmark.save { id, type }; the answer is not used (spec/offers.md §7). */
export async function saveBookmark(payload: BookmarkPayload): Promise<void> {
  await api.post(clientPath(offerApi.bookmarkSave), { body: payload });
}

/** POST api.bookmark.delete { id }. */
export async function deleteBookmark(id: number): Promise<void> {
  await api.post(clientPath(offerApi.bookmarkDelete), { body: { id } });
}

type Toggle = BookmarkPayload & { saved: boolean };

/**
 * The bookmark toggle (spec/offers.md §4): ignored while a request runs; on success the id
 * is added to or removed from the cached user's bookmarks, and the bookmark lists load again
 * (nothing else: the user's purchases or own offers do not change). Failures are logged only (§8).
 */
export function useBookmarkToggle() {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: ({ id, type, saved }: Toggle) =>
      saved ? deleteBookmark(id) : saveBookmark({ id, type }),
    onSuccess: (_answer, { id, saved }) => {
      queryClient.setQueryData<User | null>(userQueryKey, (user) =>
        user
          ? {
              ...user,
              bookmarks: saved
                ? user.bookmarks.filter((b) => b !== id)
                : [...new Set([...user.bookmarks, id])],
            }
          : user,
      );
      void invalidateBookmarkQueries(queryClient);
    },
    onError: (error) => console.error('Bookmark failed', error),
    onSettled: () => {
      running.current = false;
    },
  });
  return {
    isPending: mutation.isPending,
    toggle(input: Toggle) {
      // A ref, not isPending: a double click arrives before React re-renders.
      if (running.current) return;
      running.current = true;
      mutation.mutate(input);
    },
  };
}
