import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopApi } from '../../../../../domain/shop/api-paths.ts';
import type { PurchasedProduct } from '../../../../../domain/shop/products.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';
import { purchasesQueryOptions } from './get-purchases.ts';

/** POST /api/products/{slug}/checkout/cancel: the buyer came back without paying. */
export function cancelCheckout(slug: string): Promise<PurchasedProduct[]> {
  return api.post<PurchasedProduct[]>(shopApi.cancel(slug));
}

export function useCancelCheckout() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: cancelCheckout,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: purchasesQueryOptions(locale).queryKey }),
  });
}
