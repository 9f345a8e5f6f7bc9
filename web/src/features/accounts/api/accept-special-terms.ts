import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../../domain/accounts/user.ts';
import { api } from '../../../lib/api-client.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';

/** POST /api/user/special-terms: the Active Spotter acceptance; the answer is the user. */
export function acceptSpecialTerms(): Promise<User> {
  return api.post<User>('/user/special-terms', { body: { accept: true } });
}

export function useAcceptSpecialTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptSpecialTerms,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
