import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { Category } from '../../../../../domain/offers/types.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { apiCacheLifetimeMs } from '../../../lib/query-client.ts';
import { useLocale } from '../../../lib/locale.ts';

const path = offerApi.categories;

/** GET /api/categories: every category with its title in the request's language. */
export function getCategories(locale: Locale, signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>(path, { locale, signal });
}

export function categoriesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['categories', locale] as const,
    queryFn: ({ signal }) => getCategories(locale, signal),
    staleTime: apiCacheLifetimeMs,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions(useLocale()));
}
