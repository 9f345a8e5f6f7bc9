import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { shopApi } from '../../../../../domain/shop/api-paths.ts';
import type { PurchasedProduct } from '../../../../../domain/shop/products.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';

/** Under 'user', so logout removes them at once. */
export const purchasesKey = (locale: Locale) => ['user', 'purchases', locale] as const;

/** GET /api/user/purchases: the signed-in user's purchases, newest first. */
export function getPurchases(locale: Locale, signal?: AbortSignal): Promise<PurchasedProduct[]> {
  return api.get<PurchasedProduct[]>(shopApi.purchases, { locale, signal });
}

export function purchasesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: purchasesKey(locale),
    queryFn: ({ signal }) => getPurchases(locale, signal),
    // A purchase changes on the provider's side: never older than the screen showing it.
    staleTime: 0,
  });
}

/** `followPending`: asks again every 2 s while a purchase is still being paid. */
export function usePurchases({ enabled = true, followPending = false } = {}) {
  return useQuery({
    ...purchasesQueryOptions(useLocale()),
    enabled,
    refetchInterval: (query) =>
      followPending && query.state.data?.some((p) => p.status === 'pending') ? 2000 : false,
  });
}

/** The state of a product for the user: its newest purchase that is not a failed attempt. */
export function purchaseOf(purchases: PurchasedProduct[] | undefined, productId: number) {
  return purchases?.find((purchase) => purchase.id === productId);
}
