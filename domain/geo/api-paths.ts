/** The geo area's calls; the map-click address keeps the spec's name api.offer.address (offerApi). */
export const geoApi = {
  /** GET ?q= → { data: AddressSuggestion[] } (at most 5, inside the city). */
  suggest: '/api/geo/suggest',
  /** GET → { data: { styleUrl: string | null } }; null means the built-in offline style. */
  mapConfig: '/api/geo/map-config',
  /** GET ?latitude=&longitude= → { data: { inside: boolean } }: is the point in the city? */
  inCity: '/api/geo/in-city',
} as const;
