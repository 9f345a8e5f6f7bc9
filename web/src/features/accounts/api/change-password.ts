import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordSchema } from '../../../../../domain/accounts/payloads.ts';
import { api } from '../../../lib/api-client.ts';

export type ChangePasswordPayload = z.input<typeof changePasswordSchema>;

/**
 * PUT /api/auth/user/password. 422 carries field errors (old: validation.password.current);
 * 403 means a single-sign-on account, which has no password to change.
 */
export async function changePassword(payload: ChangePasswordPayload): Promise<void> {
  await api.put('/auth/user/password', { body: payload });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
