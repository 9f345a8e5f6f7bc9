import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

type DeletePayload = { id: number; password?: string };

/**
 * POST /api/user/delete with the user's own id and password. The server ends the session
 * itself; the screen then goes to /logout (spec/portal.md §7), which clears what the browser
 * holds. 422 { password } when the password is missing or wrong.
 */
export async function deleteUser(payload: DeletePayload): Promise<void> {
  await api.post('/user/delete', { body: payload });
}

export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser });
}
