import { queryHasFilter } from '../../../../../domain/offers/filter.ts';
import { mobileQuery } from './use-media-query.ts';
import { viewStorageKey } from './use-view-mode.ts';

/**
 * Whether the offer screen will open on its map (the same rule as useViewMode, on a wide
 * screen, where the map is inline). The route then fetches the map's code beside the
 * screen's own instead of after it has drawn, which is most of a first visit's wait.
 */
export function opensOnMap(): boolean {
  if (typeof window === 'undefined') return false;
  if (queryHasFilter(new URLSearchParams(window.location.search))) return false;
  if (window.matchMedia?.(mobileQuery).matches) return false;
  try {
    return window.localStorage.getItem(viewStorageKey) !== 'list';
  } catch {
    return true;
  }
}
