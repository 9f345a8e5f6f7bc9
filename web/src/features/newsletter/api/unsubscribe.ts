import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ensureCsrfCookie } from '../../../lib/csrf.ts';
import type { NewsletterStatus } from './subscribe.ts';

/** POST /api/newsletter/unsubscribe with the token from the mail's link. */
export async function unsubscribe(token: string): Promise<{ status: NewsletterStatus }> {
  await ensureCsrfCookie();
  return api.post('/newsletter/unsubscribe', { body: { token } });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
