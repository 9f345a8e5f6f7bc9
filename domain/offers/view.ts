/**
 * The offer screen's two views (spec/offers.md §2) and the `view` query parameter that names
 * one in an address, so a shared link opens on the view its sender had.
 */
export const offerScreenViews = ['map', 'list'] as const;
export type OfferScreenView = (typeof offerScreenViews)[number];

export const viewParam = 'view';

/** The view an address names; anything else (missing, misspelt) names none. */
export function viewFromQuery(query: URLSearchParams): OfferScreenView | null {
  const value = query.get(viewParam);
  return value === 'map' || value === 'list' ? value : null;
}
