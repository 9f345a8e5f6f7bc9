import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../../domain/accounts/user.ts';
import { api } from '../api-client.ts';
import { UnauthorizedError } from '../api-errors.ts';

/**
 * The signed-in user lives under ['user']. Queries that belong to one user (bookmarks,
 * purchases, own offers) use keys starting with 'user' too, so logout removes them at once.
 */
export const userQueryKey = ['user'] as const;

/** A visitor without a session is a normal state, not an error: 401 gives null. */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  try {
    // Typed, not re-parsed: see docs/decisions/008-boot-data-unparsed.md.
    return await api.get<User>('/user', { signal });
  } catch (error) {
    if (error instanceof UnauthorizedError) return null;
    throw error;
  }
}

export function userQueryOptions() {
  return queryOptions({ queryKey: userQueryKey, queryFn: ({ signal }) => getUser(signal) });
}

export function useUser() {
  return useQuery(userQueryOptions());
}
