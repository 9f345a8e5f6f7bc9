import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { shopApi } from '../../../../../domain/shop/api-paths.ts';
import type { ShopItem } from '../../../../../domain/shop/products.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/products/{slug} (api.product); 404 for unknown slugs. */
export function getProduct(slug: string, locale: Locale, signal?: AbortSignal): Promise<ShopItem> {
  return api.get<ShopItem>(shopApi.product(slug), { locale, signal });
}

/** spec/portal.md §9: the product by slug is not cached (its price is read fresh at checkout). */
export function productQueryOptions(slug: string, locale: Locale) {
  return queryOptions({
    queryKey: ['product', slug, locale] as const,
    queryFn: ({ signal }) => getProduct(slug, locale, signal),
    staleTime: 0,
  });
}
