import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ArticleTeaser } from '../../../../../domain/content/bundle.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';

export type Paged<T> = { data: T[]; currentPage: number; pages: number };

type ArticlesInput = { page: number; tags?: string; locale: Locale; signal?: AbortSignal };

/** One page of news teasers (9 a page, newest first); `tags` is a comma list. */
export function getArticles({ page, tags, locale, signal }: ArticlesInput) {
  return api.get<Paged<ArticleTeaser>>('/articles', {
    query: { page, tags: tags || undefined },
    unwrap: false,
    locale,
    signal,
  });
}

/** The next page after `last`, while there is one (shared with the events' listing). */
export function nextPage(last: Paged<unknown>) {
  return last.currentPage < last.pages ? last.currentPage + 1 : undefined;
}

/** The news list, page by page, for infinite loading. */
export function articlesQueryOptions(tags: string | undefined, locale: Locale) {
  return infiniteQueryOptions({
    queryKey: ['articles', locale, tags ?? ''] as const,
    queryFn: ({ pageParam, signal }) => getArticles({ page: pageParam, tags, locale, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useArticles(tags?: string) {
  return useInfiniteQuery(articlesQueryOptions(tags, useLocale()));
}
