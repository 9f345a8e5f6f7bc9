import type { OfferFeature } from '../../../../../domain/offers/types.ts';

/** [[west, south], [east, north]], the shape fitBounds takes. */
export type Bounds = [[number, number], [number, number]];

/** The box around all offers, or null when there is nothing to fit to. */
export function boundsOf(features: readonly OfferFeature[]): Bounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const feature of features) {
    const [lng, lat] = feature.geometry.coordinates;
    // A broken coordinate must not throw the whole view into the ocean.
    if (!Number.isFinite(lng) || !Number.isFinite(lat)) continue;
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  if (west === Infinity) return null;
  return [
    [west, south],
    [east, north],
  ];
}
