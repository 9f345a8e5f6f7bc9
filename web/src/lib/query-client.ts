import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-errors.ts';

/** Answers stay fresh for five minutes, like the spec's API cache (spec/portal.md §9). */
export const apiCacheLifetimeMs = 300_000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: apiCacheLifetimeMs,
        // A 4xx answer will not change on repeat; network and server errors may.
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
