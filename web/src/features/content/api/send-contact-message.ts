import { useMutation } from '@tanstack/react-query';
import { contactApi } from '../../../../../domain/contact/constants.ts';
import type { ContactMessage } from '../../../../../domain/contact/message.ts';
import { api } from '../../../lib/api-client.ts';
import { ensureCsrfCookie } from '../../../lib/csrf.ts';

/** POST /api/contact: the message goes to the team by mail; the answer is always "sent". */
export async function sendContactMessage(message: ContactMessage): Promise<{ status: 'sent' }> {
  // A fresh CSRF token first: the form may be the first write of this visit.
  await ensureCsrfCookie();
  return api.post(contactApi.message, { body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
