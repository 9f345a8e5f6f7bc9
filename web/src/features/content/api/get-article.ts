import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleDetail } from '../../../../../domain/content/articles.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { NotFoundError } from '../../../lib/api-errors.ts';
import { useLocale } from '../../../lib/locale.ts';
import { assertSlug } from './slug.ts';

type ArticleInput = { slug: string; preview: boolean; locale: Locale; signal?: AbortSignal };

/** One article with its body; `preview` asks for non-public fragments (editors only). */
export function getArticle({ slug, preview, locale, signal }: ArticleInput) {
  return api.get<ArticleDetail>(`/articles/${encodeURIComponent(slug)}`, {
    query: { pv: preview ? 1 : undefined },
    locale,
    signal,
  });
}

export function articleQueryOptions(slug: string, preview: boolean, locale: Locale) {
  return queryOptions({
    queryKey: ['article', locale, slug, preview] as const,
    queryFn: ({ signal }) => {
      assertSlug(slug);
      return getArticle({ slug, preview, locale, signal });
    },
  });
}

/** A 404 goes to the route's error screen, which shows the 404 page (spec/portal.md §8). */
export function useArticle(slug: string, preview: boolean) {
  return useQuery({
    ...articleQueryOptions(slug, preview, useLocale()),
    throwOnError: (error) => error instanceof NotFoundError,
  });
}
