import type { Locale } from '../../../../../domain/shared/locale.ts';
import { shopApi } from '../../../../../domain/shop/api-paths.ts';
import type { CheckoutAnswer } from '../../../../../domain/shop/products.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /api/products/{slug}/checkout: where the browser goes to pay (the provider's page). */
export function startCheckout(slug: string, locale: Locale): Promise<CheckoutAnswer> {
  return api.post<CheckoutAnswer>(shopApi.checkout(slug), { locale });
}
