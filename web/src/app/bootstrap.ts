import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../domain/shared/locale.ts';
import { userQueryOptions } from '../lib/auth/get-user.ts';
import { clearSession, logout } from '../lib/auth/logout.ts';
import { contentQueryOptions } from '../lib/content-bundle/get-content.ts';
import type { LoadingCounter } from './loading-counter.ts';

// One quick retry rides out a blip; the loader must not hang for long on a server that is down.
const bootRetry = { retry: 1, retryDelay: 300 } as const;

/** Loads the content bundle; a failure is only logged, the page shows what it can (§8). */
export function loadContent(queryClient: QueryClient, loading: LoadingCounter, locale: Locale) {
  return queryClient
    .fetchQuery({ ...contentQueryOptions(locale), ...bootRetry })
    .catch((error: unknown) => console.error('Content bundle failed to load', error))
    .finally(loading.settle);
}

/** The two boot requests the loading counter waits for (spec/portal.md §4). */
export function loadInitialData(queryClient: QueryClient, loading: LoadingCounter, locale: Locale) {
  const user = queryClient
    .fetchQuery({ ...userQueryOptions(), ...bootRetry })
    .catch(() => {
      // §8: a failed user fetch logs the user out, so no half-known session lingers.
      clearSession(queryClient);
      return logout().catch(() => undefined);
    })
    .finally(loading.settle);
  return Promise.all([user, loadContent(queryClient, loading, locale)]);
}
