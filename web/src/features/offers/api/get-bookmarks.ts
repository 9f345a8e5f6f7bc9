import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { BookmarkItem } from '../../../../../domain/offers/types.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';
import { offerKeys } from './keys.ts';

const path = offerApi.bookmarks;

/** GET /api/user/bookmarks: the user's bookmarks with their offers, newest first. */
export function getBookmarks(signal?: AbortSignal): Promise<BookmarkItem[]> {
  return api.get<BookmarkItem[]>(path, { signal });
}

/** The user's (logout drops it, a bookmark toggle reloads it); titles differ per language. */
export function bookmarksQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: offerKeys.bookmarkItemsIn(locale),
    queryFn: ({ signal }) => getBookmarks(signal),
  });
}

export function useBookmarks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...bookmarksQueryOptions(useLocale()), enabled });
}
