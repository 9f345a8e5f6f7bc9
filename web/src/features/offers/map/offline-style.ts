import type { StyleSpecification } from 'maplibre-gl';
import { parkAreas, waterAreas } from './hamburg-sketch.ts';

/**
 * The base map drawn from code when no map service is configured or its style fails to load
 * (docs/decisions/013-offline-map.md). Everything is inline GeoJSON: no tiles, no sprite, no
 * glyphs, so the map renders with no network at all. District names are HTML labels laid over
 * the canvas instead of symbol text, because text layers would need a glyph server.
 */

/**
 * Cartographic colours: muted, so markers in the design tokens' colours stand out. The land
 * is no layer: the map's box has that colour and the canvas stays clear above it, one shader
 * fewer to compile before the first frame (software WebGL compiles slowly).
 */
export const offlinePalette = {
  land: '#f2efe9',
  water: '#a8cbe6',
  park: '#cde6c4',
} as const;

type Ring = [number, number][];

/** GeoJSON wants closed rings: the last position repeats the first. */
export function closeRing(ring: Ring): Ring {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last) return ring;
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
}

function polygons(areas: { name: string; ring: Ring }[]) {
  return {
    type: 'FeatureCollection' as const,
    features: areas.map((area) => ({
      type: 'Feature' as const,
      properties: { name: area.name },
      geometry: { type: 'Polygon' as const, coordinates: [closeRing(area.ring)] },
    })),
  };
}

export function buildOfflineStyle(): StyleSpecification {
  return {
    version: 8,
    name: 'offline-sketch',
    sources: {
      water: { type: 'geojson', data: polygons(waterAreas) },
      parks: { type: 'geojson', data: polygons(parkAreas) },
    },
    layers: [
      { id: 'parks', type: 'fill', source: 'parks', paint: { 'fill-color': offlinePalette.park } },
      {
        id: 'water',
        type: 'fill',
        source: 'water',
        paint: { 'fill-color': offlinePalette.water },
      },
    ],
  };
}

/** True when a style would fetch anything: the offline style must never do so. */
export function styleNeedsNetwork(style: StyleSpecification): boolean {
  if (style.glyphs || style.sprite) return true;
  return Object.values(style.sources).some(
    (source) =>
      !('data' in source) ||
      typeof source.data === 'string' ||
      'url' in source ||
      'tiles' in source,
  );
}
