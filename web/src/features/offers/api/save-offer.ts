import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { CreatableType } from '../../../../../domain/offers/constants.ts';
import type { OfferDetail } from '../../../../../domain/offers/types.ts';
import { api } from '../../../lib/api-client.ts';
import { invalidateOfferQueries } from './invalidate-offers.ts';

const clientPath = (path: string) => path;

export type SaveOfferInput = { type: CreatableType; body: Record<string, unknown> };

/**
 * POST api.{type}.save (spec/offers.md §7): the wizard form, with `id` to update. Answers
 * { data: OfferDetail }; 422 { errors } keyed by the form's field names.
 */
export function saveOffer({ type, body }: SaveOfferInput): Promise<OfferDetail> {
  return api.post<OfferDetail>(clientPath(offerApi.save(type)), { body });
}

/** Saving changes the map, the lists and the profile's own offers: all of them load again. */
export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOffer,
    onSuccess: () => invalidateOfferQueries(queryClient),
  });
}
