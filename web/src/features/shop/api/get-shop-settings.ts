import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopApi } from '../../../../../domain/shop/api-paths.ts';
import type { ShopSettings } from '../../../../../domain/shop/settings.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/shop/settings: whether the shop takes payments now (a server's configuration). */
export function getShopSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return api.get<ShopSettings>(shopApi.settings, { signal });
}

/** The same in every language; it changes only when the server is configured anew. */
export function shopSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['shopSettings'] as const,
    queryFn: ({ signal }) => getShopSettings(signal),
  });
}

/** Unknown while loading or after a failure: the buy buttons stay, and checkout says the rest. */
export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions());
}
