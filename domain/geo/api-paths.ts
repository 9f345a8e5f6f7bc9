/** The geo area's calls; the map-click address keeps the spec's name api.offer.address (offerApi). */
export const geoApi = {
  /** GET ?q= → { data: AddressSuggestion[] } (at most 5, inside the city). */
  suggest: '/api/geo/suggest',
  /** GET → { data: { styleUrl: string | null } }; null means the built-in offline style. */
  mapConfig: '/api/geo/map-config',
} as const;
