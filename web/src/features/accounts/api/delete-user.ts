import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/user/delete with the user's own id. The server ends the session itself; the
 * screen then goes to /logout (spec/portal.md §7), which clears what the browser holds.
 */
export async function deleteUser(id: number): Promise<void> {
  await api.post('/user/delete', { body: { id } });
}

export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser });
}
