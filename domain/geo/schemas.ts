/**
 * Contracts of the address calls (spec/offers.md §7: api.offer.address, the address
 * suggestions): one zod schema each, types inferred. The browser imports the types only
 * (`import type`), so zod stays out of its bundle.
 */
import { z } from 'zod';

export const addressResultSchema = z.object({
  street: z.string(),
  street_number: z.string(),
  zipcode: z.string(),
  city: z.string(),
});
export type AddressResult = z.infer<typeof addressResultSchema>;

export const addressSuggestionSchema = addressResultSchema.extend({
  label: z.string(),
  kind: z.enum(['address', 'postcode', 'locality']),
  latitude: z.number(),
  longitude: z.number(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

/**
 * A coordinate a request sends, kept to 7 decimals (about 1 cm). Finer digits mean nothing on
 * a map, and a value as small as 5e-324 made PostgreSQL's earthdistance functions fail with an
 * underflow (SQLSTATE 22003) where the point is compared with the stored ones.
 */
const coordinate = (limit: number) =>
  z.coerce
    .number()
    .min(-limit)
    .max(limit)
    .transform((value) => Math.round(value * 1e7) / 1e7 || 0);
export const latitudeInput = coordinate(90);
export const longitudeInput = coordinate(180);

/** Reverse geocoding of a map click (api.offer.address). */
export const addressLookupSchema = z.object({
  longitude: longitudeInput,
  latitude: latitudeInput,
});

/** Forward address suggestions: 3 characters at least. */
export const addressSuggestQuerySchema = z.object({
  q: z.string().trim().min(3).max(120),
});

/** "Near me" asks whether the visitor's position lies in the city before searching there. */
export const cityPointQuerySchema = z.object({
  latitude: latitudeInput,
  longitude: longitudeInput,
});

export const cityPointSchema = z.object({ inside: z.boolean() });
export type CityPoint = z.infer<typeof cityPointSchema>;
