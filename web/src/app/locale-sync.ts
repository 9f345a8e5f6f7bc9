import type { Query, QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import type { Locale } from '../../../domain/shared/locale.ts';
import { userQueryKey } from '../lib/auth/get-user.ts';
import { changeLocale, currentLocale } from '../lib/i18n.ts';
import { localeFromPathname } from '../lib/locale.ts';
import { loadContent } from './bootstrap.ts';
import type { LoadingCounter } from './loading-counter.ts';

const isUserScoped = (query: Query) => query.queryKey[0] === userQueryKey[0];

/**
 * spec/portal.md §4: a language change clears the cache and reloads content. This runs in a
 * router subscription, i.e. after the URL changed but before React renders it, so the new
 * screen renders in the new language and fetches with the new Accept-Language at once.
 */
export function switchLanguage(
  queryClient: QueryClient,
  loading: LoadingCounter,
  from: Locale,
  to: Locale,
) {
  void changeLocale(to);
  // The user is the same in every language; everything else came in the old language.
  queryClient.removeQueries({ predicate: (q) => !isUserScoped(q) && !q.isActive() });
  // Shown answers are refetched, unless their key names the old locale: those are replaced
  // by the new locale's key on the next render anyway.
  void queryClient.resetQueries({
    predicate: (q) => !isUserScoped(q) && !q.queryKey.includes(from),
  });
  loading.begin();
  return loadContent(queryClient, loading, to);
}

export function installLocaleSync(
  router: Pick<DataRouter, 'subscribe'>,
  queryClient: QueryClient,
  loading: LoadingCounter,
) {
  return router.subscribe((state) => {
    const from = currentLocale();
    const to = localeFromPathname(state.location.pathname);
    if (to !== from) void switchLanguage(queryClient, loading, from, to);
  });
}
