import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { AddressResult } from '../../../../../domain/geo/schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { NotFoundError } from '../../../lib/api-errors.ts';

/**
 * POST api.offer.address { longitude, latitude } (spec/offers.md §7): the address of a map
 * click. Null when nothing lies near (404); other failures throw.
 */
export async function lookUpAddress(
  point: { longitude: number; latitude: number },
  signal?: AbortSignal,
): Promise<AddressResult | null> {
  try {
    return await api.post<AddressResult>(offerApi.address, {
      body: point,
      signal,
    });
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
