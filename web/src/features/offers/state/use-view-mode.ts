import { useCallback, useState, useSyncExternalStore } from 'react';

export type ViewMode = 'map' | 'list';

export const viewStorageKey = 'offers.view';

function remembered(): ViewMode | null {
  try {
    const value = window.localStorage.getItem(viewStorageKey);
    return value === 'map' || value === 'list' ? value : null;
  } catch {
    return null; // storage blocked by the browser: no memory, still usable
  }
}

const subscribe = () => () => undefined;

/**
 * Map or list (spec/offers.md §2): the visitor's last choice, unless the URL carries a
 * filter, which someone shared to show a list.
 */
export function useViewMode(urlHasFilter: boolean): [ViewMode, (mode: ViewMode) => void] {
  // The server and the hydrating browser do not know the visitor's memory: the map, the
  // usual first view; the remembered choice applies right after.
  const stored = useSyncExternalStore(subscribe, remembered, () => null);
  const [chosen, setMode] = useState<ViewMode | null>(null);
  const mode = chosen ?? (urlHasFilter ? 'list' : (stored ?? 'map'));
  const choose = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(viewStorageKey, next);
    } catch {
      // not remembered; the choice still applies now
    }
  }, []);
  return [mode, choose];
}
