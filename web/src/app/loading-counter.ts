import { createContext, useContext, useSyncExternalStore } from 'react';

export type LoadingState = number | false;

export type LoadingCounter = {
  get(): LoadingState;
  /** A request the screens wait for has started (a language change reloads content). */
  begin(): void;
  /** A request has settled, with success or failure. */
  settle(): void;
  subscribe(listener: () => void): () => void;
};

/**
 * Screens wait while the app boots (spec/portal.md §4): the counter starts at 2 (user and
 * content), each settled request decreases it down to 1, and the next one ends it (false).
 */
export function createLoadingCounter(start = 2): LoadingCounter {
  let state: LoadingState = start > 0 ? start : false;
  const listeners = new Set<() => void>();
  const set = (next: LoadingState) => {
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => state,
    begin: () => set(state === false ? 1 : state + 1),
    settle: () => set(state === false || state <= 1 ? false : state - 1),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const LoadingCounterContext = createContext<LoadingCounter>(createLoadingCounter(0));

/** True while the boot requests (or a language change's content reload) are pending. */
export function useAppLoading(): boolean {
  const counter = useContext(LoadingCounterContext);
  return useSyncExternalStore(counter.subscribe, counter.get, counter.get) !== false;
}
