import type { QueryClient } from '@tanstack/react-query';
import { filterFromQuery, queryHasFilter } from '../../../../../domain/offers/filter.ts';
import { prefetchOfferGeo } from '../api/geo.ts';
import { OfferMap } from '../routes/offer-parts.tsx';
import { mobileQuery } from './use-media-query.ts';
import { viewFromQuery } from '../../../../../domain/offers/view.ts';
import { arrivalView, rememberedView } from './use-view-mode.ts';

/**
 * Whether the offer screen will open on its map (the same rule as useViewMode, on a wide
 * screen, where the map is inline). The route then fetches the map's code beside the
 * screen's own instead of after it has drawn, which is most of a first visit's wait.
 */
export function opensOnMap(): boolean {
  if (typeof window === 'undefined') return false;
  if (window.matchMedia?.(mobileQuery).matches) return false;
  const query = new URLSearchParams(window.location.search);
  const view = arrivalView({
    linked: viewFromQuery(query),
    hasFilter: queryHasFilter(query),
    remembered: rememberedView(),
  });
  return view === 'map';
}

/**
 * The offer route's start: when the screen opens on its map, the map's code and points load
 * beside the screen's own code. The route imports this on demand, so the offer rules stay out
 * of every other screen's first download.
 */
export function prefetchMapFirst(queryClient: QueryClient, url: string): void {
  if (!opensOnMap()) return;
  void OfferMap.preload().catch(() => undefined);
  const filter = filterFromQuery(new URL(url).searchParams);
  void prefetchOfferGeo(queryClient, filter).catch(() => undefined);
}
