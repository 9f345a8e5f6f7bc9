import type { QueryClient } from '@tanstack/react-query';
import { userQueryKey } from '../lib/auth/get-user.ts';
import { clearSession, logout } from '../lib/auth/logout.ts';
import { setSessionExpiredHandler } from '../lib/api-client.ts';
import { localeFromPathname, localePath } from '../lib/locale.ts';

export type GuardNavigation = {
  navigate(to: string): void;
  /** Path, query and hash of the page shown now, kept as the login redirect. */
  currentPath(): string;
};

/**
 * spec/portal.md §4/§8: a 401 or 419 on any call while a user is held ends the session
 * silently. If even the logout fails, the visitor goes to login and comes back afterwards.
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
  return () => setSessionExpiredHandler(undefined);
}
