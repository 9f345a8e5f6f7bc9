import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ensureCsrfCookie } from '../../../lib/csrf.ts';

/**
 * POST /api/auth/forgot-password. The answer is the same for unknown addresses, so the form
 * never tells who has an account.
 */
export async function forgotPassword(email: string): Promise<{ status: string }> {
  await ensureCsrfCookie();
  return api.post('/auth/forgot-password', { body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
