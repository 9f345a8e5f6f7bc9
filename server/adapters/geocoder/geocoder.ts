import type { AddressResult, AddressSuggestion } from '../../../domain/geo/schemas.ts';

export type { AddressResult, AddressSuggestion };

/** [west, south, east, north] in degrees, like `cityBbox`. */
export type Bbox = readonly [number, number, number, number];

export type SuggestOptions = { limit: number; bbox: Bbox };

/**
 * Forward and reverse geocoding. The embedded default reads the `addresses` table; with
 * GEOCODER_URL a Nominatim-compatible service answers instead. Routes see only this.
 */
export interface Geocoder {
  readonly kind: 'database' | 'nominatim';
  /** The nearest known address of a map click, or null when nothing is close. */
  reverse(point: { latitude: number; longitude: number }): Promise<AddressResult | null>;
  /** At most `limit` places inside `bbox` that match what the visitor typed. */
  suggest(query: string, options: SuggestOptions): Promise<AddressSuggestion[]>;
}

/** How a geocoding service failed, in words that can never hold what was asked. */
export type GeocoderFailure = 'timeout' | 'unreachable' | 'status' | 'unreadable';

/**
 * The geocoder could not answer (timeout, unreachable, bad answer). Its message never holds
 * the query: what a visitor types into an address field is personal data and stays out of logs.
 * The log takes only `failure` and `status`, never a message.
 */
export class GeocoderError extends Error {
  override name = 'GeocoderError';
  constructor(
    message: string,
    readonly failure: GeocoderFailure,
    /** The service's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** "Hauptstraße 12, 20095 Hamburg", "20095 Hamburg" or "Altona, Hamburg". */
export function addressLabel(
  kind: AddressSuggestion['kind'],
  a: AddressResult & { district?: string | null },
): string {
  if (kind === 'locality') return [a.district, a.city].filter(Boolean).join(', ');
  const place = [a.zipcode, a.city].filter(Boolean).join(' ');
  if (kind === 'postcode') return place;
  const street = [a.street, a.street_number].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/** What the embedded search compares with: the address label, lowercased. */
export function addressSearchText(a: AddressResult): string {
  return addressLabel('address', a).toLowerCase();
}
