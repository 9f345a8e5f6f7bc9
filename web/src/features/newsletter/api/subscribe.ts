import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ensureCsrfCookie } from '../../../lib/csrf.ts';

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** POST /api/newsletter: starts the double opt-in; the answer is always "pending". */
export async function subscribe(email: string): Promise<{ status: NewsletterStatus }> {
  // A fresh CSRF token first: the form may be the first write of this visit.
  await ensureCsrfCookie();
  return api.post('/newsletter', { body: { email } });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
