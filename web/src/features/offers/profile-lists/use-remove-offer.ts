import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../../domain/accounts/user.ts';
import type { ProfileOfferItem } from '../../../../../domain/offers/types.ts';
import { deleteOffer } from '../api/delete-offer.ts';
import { invalidateOfferQueries } from '../api/invalidate-offers.ts';
import { offerKeys } from '../api/keys.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';

/**
 * Deletes an own offer with the offers feature's call. It leaves the cached own lists at
 * once; then map points, offer lists and details load again, so it is gone everywhere
 * without a page load. The caller learns the outcome, so the dialog can say it failed.
 */
export function useRemoveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type }: Pick<ProfileOfferItem, 'id' | 'type'>) => deleteOffer({ id, type }),
    onSuccess: (_answer, { id }) => {
      queryClient.setQueriesData<ProfileOfferItem[]>(
        { queryKey: offerKeys.profileOffers },
        (items) => items?.filter((item) => item.id !== id),
      );
      // A bookmark of one's own offer goes with it (the server drops it with the offer).
      queryClient.setQueryData<User | null>(userQueryKey, (user) =>
        user ? { ...user, bookmarks: user.bookmarks.filter((b) => b !== id) } : user,
      );
      void invalidateOfferQueries(queryClient);
    },
  });
}
