import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginPayload, User } from '../../../../../domain/accounts/user.ts';
import { api } from '../../../lib/api-client.ts';
import { ensureCsrfCookie } from '../../../lib/csrf.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';

/**
 * POST /api/auth/login with e-mail or username. 422 { email: ['auth.failed'] } for wrong
 * credentials, 429 when this account was tried too often from this address.
 */
export async function login(payload: LoginPayload): Promise<User> {
  // Login starts a new session; the token must exist before the first write of the visit.
  await ensureCsrfCookie();
  // Typed, not re-parsed, like GET /api/user (docs/decisions/008-boot-data-unparsed.md).
  return api.post<User>('/auth/login', { body: payload });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
