import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSave } from '../../../../../domain/accounts/payloads.ts';
import type { User } from '../../../../../domain/accounts/user.ts';
import { api } from '../../../lib/api-client.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';

/** POST /api/user/save: the settings form; the e-mail is read-only and never sent. */
export function saveUser(payload: UserSave): Promise<User> {
  return api.post<User>('/user/save', { body: payload });
}

/** The answer is the stored user, so the cache takes it as is (no refetch). */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
