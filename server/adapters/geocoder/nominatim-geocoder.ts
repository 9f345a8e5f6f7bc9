import { z } from 'zod';
import {
  addressLabel,
  GeocoderError,
  type AddressResult,
  type AddressSuggestion,
  type Geocoder,
} from './geocoder.ts';

export type NominatimOptions = {
  /** Base URL of a Nominatim-compatible service, e.g. a self-hosted Nominatim. */
  url: string;
  timeoutMs: number;
  /** Nominatim's usage policy asks every client to name itself. */
  userAgent: string;
  /** Nominatim's countrycodes filter. */
  countryCodes?: string;
};

// Only the fields we map; everything else in Nominatim's jsonv2 answer is ignored.
const addressSchema = z
  .object({
    house_number: z.string().optional(),
    road: z.string().optional(),
    pedestrian: z.string().optional(),
    footway: z.string().optional(),
    path: z.string().optional(),
    square: z.string().optional(),
    postcode: z.string().optional(),
    city: z.string().optional(),
    town: z.string().optional(),
    village: z.string().optional(),
    municipality: z.string().optional(),
    state: z.string().optional(),
    suburb: z.string().optional(),
    city_district: z.string().optional(),
    quarter: z.string().optional(),
    neighbourhood: z.string().optional(),
  })
  .partial();

const placeSchema = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  category: z.string().optional(),
  type: z.string().optional(),
  addresstype: z.string().optional(),
  name: z.string().nullish(),
  address: addressSchema.optional(),
});
type Place = z.infer<typeof placeSchema>;

const localityTypes = new Set([
  'city',
  'town',
  'village',
  'municipality',
  'suburb',
  'city_district',
  'borough',
  'quarter',
  'neighbourhood',
  'hamlet',
  'locality',
  'state',
]);

/**
 * The HTTP geocoder for a Nominatim-compatible service (GEOCODER_URL). Timeouts, network
 * failures and answers we cannot read become a GeocoderError, which the route turns into 502.
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.url.replace(/\/+$/, '');
  const countryCodes = options.countryCodes ?? 'de';

  async function get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${base}${path}?${new URLSearchParams(params)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': options.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      // Neither the URL nor the cause's text go into the message: both may carry the query.
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      const code = (err as { cause?: { code?: unknown } }).cause?.code;
      throw new GeocoderError(
        timedOut
          ? `no answer within ${options.timeoutMs} ms`
          : `request failed${typeof code === 'string' ? ` (${code})` : ''}`,
        timedOut ? 'timeout' : 'unreachable',
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GeocoderError(`answered ${response.status}`, 'status', response.status);
    }
    try {
      return await response.json();
    } catch (err) {
      // The timeout also covers a body that trickles in too slowly.
      throw new GeocoderError(
        err instanceof Error && err.name === 'TimeoutError'
          ? `no answer within ${options.timeoutMs} ms`
          : 'answered something that is not JSON',
        err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unreadable',
      );
    }
  }

  return {
    kind: 'nominatim',

    async reverse({ latitude, longitude }) {
      const body = await get('/reverse', {
        format: 'jsonv2',
        lat: String(latitude),
        lon: String(longitude),
        addressdetails: '1',
        // Zoom 18: building level, so the answer is a street address where there is one.
        zoom: '18',
      });
      // Nominatim answers 200 {"error": "Unable to geocode"} when nothing is there.
      if (body && typeof body === 'object' && 'error' in body) return null;
      const place = placeSchema.safeParse(body);
      if (!place.success) throw new GeocoderError('answered an unexpected shape', 'unreadable');
      const address = toAddress(place.data);
      return address.street ? address : null;
    },

    async suggest(query, { limit, bbox }) {
      const body = await get('/search', {
        q: query,
        format: 'jsonv2',
        addressdetails: '1',
        limit: String(limit),
        viewbox: bbox.join(','),
        bounded: '1',
        countrycodes: countryCodes,
      });
      const places = z.array(z.unknown()).safeParse(body);
      if (!places.success) throw new GeocoderError('answered an unexpected shape', 'unreadable');
      const suggestions: AddressSuggestion[] = [];
      for (const item of places.data) {
        // One odd entry must not cost the visitor the others.
        const place = placeSchema.safeParse(item);
        if (!place.success) continue;
        const s = toSuggestion(place.data);
        if (s && !suggestions.some((o) => o.label === s.label)) suggestions.push(s);
      }
      return suggestions.slice(0, limit);
    },
  };
}

function toAddress(place: Place): AddressResult {
  const a = place.address ?? {};
  return {
    street: a.road ?? a.pedestrian ?? a.square ?? a.footway ?? a.path ?? '',
    street_number: a.house_number ?? '',
    zipcode: a.postcode ?? '',
    city: a.city ?? a.town ?? a.village ?? a.municipality ?? a.state ?? '',
  };
}

function kindOf(place: Place, address: AddressResult): AddressSuggestion['kind'] | null {
  const type = place.addresstype ?? place.type ?? '';
  if (type === 'postcode' || place.type === 'postal_code') return 'postcode';
  if (address.street) return 'address';
  if (localityTypes.has(type)) return 'locality';
  return null;
}

function toSuggestion(place: Place): AddressSuggestion | null {
  const full = toAddress(place);
  const kind = kindOf(place, full);
  if (!kind) return null;
  const a = place.address ?? {};
  const address = kind === 'address' ? full : { ...full, street: '', street_number: '' };
  const district =
    kind === 'locality'
      ? (a.suburb ?? a.city_district ?? a.quarter ?? a.neighbourhood ?? place.name ?? null)
      : null;
  return {
    ...address,
    label: addressLabel(kind, {
      ...address,
      district: district === address.city ? null : district,
    }),
    kind,
    latitude: round6(place.lat),
    longitude: round6(place.lon),
  };
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
