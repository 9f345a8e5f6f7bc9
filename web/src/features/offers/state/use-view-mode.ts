import { useCallback, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { queryHasFilter } from '../../../../../domain/offers/filter.ts';
import {
  viewFromQuery,
  viewParam,
  type OfferScreenView,
} from '../../../../../domain/offers/view.ts';

export type ViewMode = OfferScreenView;

export const viewStorageKey = 'offers.view';

export function rememberedView(): ViewMode | null {
  try {
    const value = window.localStorage.getItem(viewStorageKey);
    return value === 'map' || value === 'list' ? value : null;
  } catch {
    return null; // storage blocked by the browser: no memory, still usable
  }
}

type Arrival = {
  /** The view the address names (`view=map|list`). */
  linked: ViewMode | null;
  /** The address carries a filter. */
  hasFilter: boolean;
  /** The visitor's last choice on this device. */
  remembered: ViewMode | null;
};

/**
 * The view the screen opens on (spec/offers.md §2): the one the link names; a link with a
 * filter and no view shows the list it was shared for; otherwise the visitor's last choice,
 * or the map.
 */
export function arrivalView({ linked, hasFilter, remembered }: Arrival): ViewMode {
  return linked ?? (hasFilter ? 'list' : (remembered ?? 'map'));
}

/**
 * The `view` an address must carry so that someone opening it sees `view`: none when a
 * newcomer would see that view anyway (a filter shows the list, no filter the map).
 */
export function viewToWrite(query: URLSearchParams, view: ViewMode): ViewMode | null {
  if (viewFromQuery(query)) return view;
  const implied: ViewMode = queryHasFilter(query) ? 'list' : 'map';
  return view === implied ? null : view;
}

const subscribe = () => () => undefined;

/**
 * Map or list. Only the visitor switches it: the toggle writes the choice into local storage
 * and into the address (replacing the history entry), so a shared link keeps it. Filters
 * set or reset on the screen never switch the view; only the address it was opened with
 * decides the first view.
 */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [params, setParams] = useSearchParams();
  // The server and the hydrating browser do not know the visitor's memory: the map, the
  // usual first view; the remembered choice applies right after.
  const stored = useSyncExternalStore(subscribe, rememberedView, () => null);
  const [opened] = useState(() => ({
    linked: viewFromQuery(params),
    hasFilter: queryHasFilter(params),
  }));
  const mode = viewFromQuery(params) ?? arrivalView({ ...opened, remembered: stored });

  const choose = useCallback(
    (next: ViewMode) => {
      try {
        window.localStorage.setItem(viewStorageKey, next);
      } catch {
        // not remembered; the address still carries the choice
      }
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          query.set(viewParam, next);
          return query;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [mode, choose];
}
