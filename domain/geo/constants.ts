/** Address search of the list filter and the wizard (spec/offers.md §9). */
export const addressSearch = { minLength: 3, debounceMs: 1000, limit: 5 } as const;

/** Bounding box of Hamburg, [west, south, east, north]; suggestions stay inside it. */
export const cityBbox = [8.4, 53.39, 10.33, 53.97] as const;
