import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../../domain/accounts/user.ts';
import { api } from '../../../lib/api-client.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';

export type Club = NonNullable<User['club']>;
export type ClubSavePayload = { id: number; contact_url: string; logo?: string | null };

/** POST /api/club/save: website and logo of the user's own club (403 for any other club). */
export function saveClub(payload: ClubSavePayload): Promise<Club> {
  return api.post<Club>('/club/save', { body: payload });
}

/** spec/portal.md §4: when the edited club is the user's, the stored user gets it too. */
export function useSaveClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClub,
    onSuccess: (club) =>
      queryClient.setQueryData<User | null>(userQueryKey, (user) =>
        user && user.club_id === club.id ? { ...user, club } : user,
      ),
  });
}
