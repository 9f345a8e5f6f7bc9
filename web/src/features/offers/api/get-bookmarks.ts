import { useQuery } from '@tanstack/react-query';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { BookmarkItem } from '../../../../../domain/offers/types.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';

const path = offerApi.bookmarks;

/** Under 'user', so the detail panel's bookmark toggle and logout reach it too. */
export const bookmarksKey = (locale: Locale) => ['user', 'bookmarkItems', locale] as const;

/** GET /api/user/bookmarks: the user's bookmarks with their offers, newest first. */
export function getBookmarks(signal?: AbortSignal): Promise<BookmarkItem[]> {
  return api.get<BookmarkItem[]>(path, { signal });
}

export function useBookmarks({ enabled = true }: { enabled?: boolean } = {}) {
  const locale = useLocale();
  return useQuery({
    queryKey: bookmarksKey(locale),
    queryFn: ({ signal }) => getBookmarks(signal),
    enabled,
  });
}
