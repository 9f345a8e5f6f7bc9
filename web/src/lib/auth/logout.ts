import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { CsrfError } from '../api-errors.ts';
import { ensureCsrfCookie } from '../csrf.ts';
import { userQueryKey } from './get-user.ts';

export async function logout(): Promise<void> {
  const send = () => api.post('/auth/logout', { unwrap: false, skipSessionGuard: true });
  try {
    await send();
  } catch (error) {
    // A stale token would otherwise keep the visitor signed in: fetch a fresh one, try once more.
    if (!(error instanceof CsrfError)) throw error;
    await ensureCsrfCookie();
    await send();
  }
}

/** Forgets the user and everything fetched on their behalf (keys starting with 'user'). */
export function clearSession(queryClient: QueryClient) {
  // The user query itself stays and turns null: removing it would leave mounted screens (the
  // header) showing the old user until something else re-renders them.
  queryClient.removeQueries({
    queryKey: userQueryKey,
    predicate: (query) => query.queryKey.length > userQueryKey.length,
  });
  queryClient.setQueryData(userQueryKey, null);
}
