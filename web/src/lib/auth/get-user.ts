import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../../domain/accounts/user.ts';
import { api } from '../api-client.ts';

/**
 * The signed-in user lives under ['user']. Queries that belong to one user (bookmarks,
 * purchases, own offers) use keys starting with 'user' too, so logout removes them at once.
 */
export const userQueryKey = ['user'] as const;

/**
 * A visitor without a session is a normal state, not an error: the server answers
 * `{ data: null }` (docs/decisions/024-anonymous-current-user.md).
 */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  // Typed, not re-parsed: see docs/decisions/008-boot-data-unparsed.md.
  return (await api.get<User | null>('/user', { signal })) ?? null;
}

export function userQueryOptions() {
  return queryOptions({ queryKey: userQueryKey, queryFn: ({ signal }) => getUser(signal) });
}

export function useUser() {
  return useQuery(userQueryOptions());
}
