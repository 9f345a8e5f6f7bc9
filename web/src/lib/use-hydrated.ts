import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and during hydration, true after: for what only the browser knows
 * (its cookies, its address), so the first render matches the server's HTML and the
 * browser's own view follows at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
