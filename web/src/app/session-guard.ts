import { hashKey, type QueryClient } from '@tanstack/react-query';
import { userQueryKey } from '../lib/auth/get-user.ts';
import { clearSession, logout } from '../lib/auth/logout.ts';
import { setSessionExpiredHandler } from '../lib/api-client.ts';
import { localeFromPathname, localePath } from '../lib/locale.ts';

export type GuardNavigation = {
  navigate(to: string): void;
  /** Path, query and hash of the page shown now, kept as the login redirect. */
  currentPath(): string;
  /** Runs the shown route's loaders again, the access guard (routes.ts) among them. */
  revalidate(): void;
};

/**
 * spec/portal.md §4/§8: a 401 or 419 on any call while a user is held ends the session
 * silently. If even the logout fails, the visitor goes to login and comes back afterwards.
 *
 * However the held user turns null (that logout, the user query asked again after a logout in
 * another tab), the user's other data goes and the access guard judges the screen shown now:
 * a screen that needs a session sends the visitor to login with the way back, instead of
 * waiting for a user that will not come.
 */
export function installSessionGuard(queryClient: QueryClient, navigation: GuardNavigation) {
  let pending: Promise<void> | undefined;
  setSessionExpiredHandler(() => {
    if (pending || !queryClient.getQueryData(userQueryKey)) return;
    pending = logout()
      .then(() => clearSession(queryClient))
      .catch(() => {
        clearSession(queryClient);
        const here = navigation.currentPath();
        const login = localePath('/login', localeFromPathname(here));
        navigation.navigate(`${login}?redirect=${encodeURIComponent(here)}`);
      })
      .finally(() => {
        pending = undefined;
      });
  });

  const userHash = hashKey(userQueryKey);
  let held = Boolean(queryClient.getQueryData(userQueryKey));
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== userHash) return;
    const wasHeld = held;
    held = Boolean(event.query.state.data);
    if (!wasHeld || held) return;
    clearSession(queryClient);
    navigation.revalidate();
  });

  return () => {
    setSessionExpiredHandler(undefined);
    stopWatching();
  };
}
