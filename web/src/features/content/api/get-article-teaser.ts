import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleTeaser } from '../../../../../domain/content/bundle.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { NotFoundError } from '../../../lib/api-errors.ts';
import { useLocale } from '../../../lib/locale.ts';
import { assertSlug } from './slug.ts';

export function getArticleTeaser(slug: string, locale: Locale, signal?: AbortSignal) {
  return api.get<ArticleTeaser>(`/articles/${encodeURIComponent(slug)}/teaser`, {
    locale,
    signal,
  });
}

export function articleTeaserQueryOptions(slug: string, locale: Locale) {
  return queryOptions({
    queryKey: ['article-teaser', locale, slug] as const,
    queryFn: ({ signal }) => {
      assertSlug(slug);
      return getArticleTeaser(slug, locale, signal);
    },
  });
}

export function useArticleTeaser(slug: string) {
  return useQuery({
    ...articleTeaserQueryOptions(slug, useLocale()),
    throwOnError: (error) => error instanceof NotFoundError,
  });
}
