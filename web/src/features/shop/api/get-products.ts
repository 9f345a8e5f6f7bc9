import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { shopApi } from '../../../../../domain/shop/api-paths.ts';
import type { ShopItem } from '../../../../../domain/shop/products.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';

/** GET /api/products (api.product.list): the shop's products in the editors' order. */
export function getProducts(locale: Locale, signal?: AbortSignal): Promise<ShopItem[]> {
  return api.get<ShopItem[]>(shopApi.products, { locale, signal });
}

export function productsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['products', locale] as const,
    queryFn: ({ signal }) => getProducts(locale, signal),
  });
}

export function useProducts() {
  return useQuery(productsQueryOptions(useLocale()));
}
