import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ensureCsrfCookie } from '../../../lib/csrf.ts';
import { clearSession } from '../../../lib/auth/logout.ts';

export type ResetPasswordPayload = {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
};

/**
 * POST /api/auth/reset-password. 422 { email: ['passwords.token'] } when the link is invalid,
 * expired or used; password rules as field errors.
 */
export async function resetPassword(payload: ResetPasswordPayload): Promise<{ status: string }> {
  await ensureCsrfCookie();
  return api.post('/auth/reset-password', { body: payload, skipSessionGuard: true });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The server ended every session of the account, this one included (spec/portal.md §4).
    onSuccess: () => clearSession(queryClient),
  });
}
