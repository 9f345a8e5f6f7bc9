import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { shopApi } from '../../../../../domain/shop/api-paths.ts';
import type { PaidProduct } from '../../../../../domain/shop/products.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';

/** GET /api/paid-products/{id}: the product's content; owners only (403 otherwise). */
export function getPaidProduct(id: number, locale: Locale, signal?: AbortSignal) {
  return api.get<PaidProduct>(shopApi.paidProduct(id), { locale, signal });
}

/** Under 'user': the content is the owner's, logout removes it. */
export function paidProductQueryOptions(id: number, locale: Locale) {
  return queryOptions({
    queryKey: ['user', 'paidProduct', id, locale] as const,
    queryFn: ({ signal }) => getPaidProduct(id, locale, signal),
  });
}

export function usePaidProduct(id: number) {
  return useQuery(paidProductQueryOptions(id, useLocale()));
}
