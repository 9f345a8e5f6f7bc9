import { useSyncExternalStore } from 'react';

// The mobile apps open the portal with ?native_app; the flag survives in-app navigation
// for the tab's lifetime and hides elements the app provides itself (spec/portal.md §1).
const storageKey = 'native_app';
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked (privacy settings): native-app mode stays off
  }
}

export function isNativeApp(): boolean {
  return storage()?.getItem(storageKey) === '1';
}

/** Reads `native_app` from a query string: any value turns the mode on, `0` turns it off. */
export function applyNativeAppQuery(search: string) {
  const params = new URLSearchParams(search);
  if (!params.has(storageKey)) return;
  const before = isNativeApp();
  if (params.get(storageKey) === '0') storage()?.removeItem(storageKey);
  else storage()?.setItem(storageKey, '1');
  if (before !== isNativeApp()) listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNativeApp(): boolean {
  return useSyncExternalStore(subscribe, isNativeApp, () => false);
}
