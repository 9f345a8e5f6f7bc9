import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { CreatableType } from '../../../../../domain/offers/constants.ts';
import { api } from '../../../lib/api-client.ts';
import { invalidateOfferQueries } from './invalidate-offers.ts';

/** POST api.{type}.delete { id } (spec/offers.md §7); owners only. */
export async function deleteOffer({ type, id }: { type: CreatableType; id: number }) {
  await api.post(offerApi.remove(type), { body: { id } });
}

/** Errors are logged only (spec/offers.md §8); the map and lists load again on success. */
export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSuccess: () => invalidateOfferQueries(queryClient),
    onError: (error) => console.error('Offer delete failed', error),
  });
}
