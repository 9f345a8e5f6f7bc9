import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterPayload } from '../../../../../domain/accounts/payloads.ts';
import type { User } from '../../../../../domain/accounts/user.ts';
import { api } from '../../../lib/api-client.ts';
import { ensureCsrfCookie } from '../../../lib/csrf.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';

/** POST /api/auth/register: the new user comes back signed in, not yet verified. */
export async function register(payload: RegisterPayload): Promise<User> {
  await ensureCsrfCookie();
  return api.post<User>('/auth/register', { body: payload });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
