import type { OfferFeature } from '../../../../domain/offers/types.ts';

/** A list row as a map point (longitude first, as GeoJSON has it). */
export function pointOf(offer: {
  id: number;
  type: string;
  categories: string[];
  map_latitude: number;
  map_longitude: number;
}): OfferFeature {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [offer.map_longitude, offer.map_latitude] },
    properties: {
      id: offer.id,
      // The wizard's map draws every point alike; the kind only types the feature.
      type: offer.type === 'summerevent' ? 'entry' : (offer.type as 'spot'),
      spot_id: null,
      categories: offer.categories,
      spottype: null,
    },
  };
}
