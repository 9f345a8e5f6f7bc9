import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ensureCsrfCookie } from '../../../lib/csrf.ts';
import type { NewsletterStatus } from './subscribe.ts';

/** POST /api/newsletter/confirm with the token from the mail's link; 404 when used or wrong. */
export async function confirmSubscription(token: string): Promise<{ status: NewsletterStatus }> {
  await ensureCsrfCookie();
  return api.post('/newsletter/confirm', { body: { token } });
}

export function useConfirmSubscription() {
  return useMutation({ mutationFn: confirmSubscription });
}
