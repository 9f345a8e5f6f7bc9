import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/email/verification-notification: mails the signed-in user a new link. */
export async function resendVerification(): Promise<{ status: string }> {
  return api.post('/auth/email/verification-notification', { body: {} });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
