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

/** Reverse geocoding of a map click (api.offer.address). */
export const addressLookupSchema = z.object({
  longitude: z.coerce.number().min(-180).max(180),
  latitude: z.coerce.number().min(-90).max(90),
});

/** Forward address suggestions: 3 characters at least. */
export const addressSuggestQuerySchema = z.object({
  q: z.string().trim().min(3).max(120),
});
