import type { FilterSpecification, LayerSpecification } from 'maplibre-gl';
import type { OfferFeature } from '../../../../../domain/offers/types.ts';
import { markerImageId } from './marker-images.ts';
import type { OfferRef } from './marker-names.ts';

/**
 * The offers' source and layers, added on top of whatever base style is showing (and again
 * after a style switch, which drops them). Clustering is MapLibre's own (in its worker).
 */
export const sourceId = 'offers';
export const clusterLayerId = 'offer-clusters';
export const pointLayerId = 'offer-points';
export const selectedLayerId = 'offer-selected';

/** At 15 (the fit's max zoom) every offer shows as a marker of its own. */
export const clusterMaxZoom = 14;
export const clusterRadius = 50;

/** [from count, radius px]: the cluster circle grows with the offers inside. */
const clusterRadii: [number, number][] = [
  [0, 20],
  [50, 24],
  [250, 30],
  [1000, 36],
];

export function clusterRadiusFor(count: number): number {
  let radius = clusterRadii[0]![1];
  for (const [from, r] of clusterRadii) if (count >= from) radius = r;
  return radius;
}

export type PointProperties = {
  id: number;
  type: OfferFeature['properties']['type'];
  icon: string;
};

/**
 * What the source holds: only what the layers read. Category arrays would reach the worker
 * as JSON strings anyway, so the first category is turned into the marker image id here.
 */
export type SourceData = {
  type: 'FeatureCollection';
  features: { type: 'Feature'; geometry: OfferFeature['geometry']; properties: PointProperties }[];
};

export function toSourceData(features: readonly OfferFeature[]): SourceData {
  return {
    type: 'FeatureCollection',
    features: features.map((f) => ({
      type: 'Feature',
      geometry: f.geometry,
      properties: {
        id: f.properties.id,
        type: f.properties.type,
        icon: markerImageId(f.properties.type, f.properties.categories[0]),
      },
    })),
  };
}

export function selectedFilter(selected: OfferRef | null): FilterSpecification {
  if (!selected) return ['==', ['get', 'id'], -1];
  return [
    'all',
    ['!', ['has', 'point_count']],
    ['==', ['get', 'id'], selected.id],
    ['==', ['get', 'type'], selected.type],
  ];
}

export function offerLayers(colors: {
  cluster: string;
  clusterRing: string;
  selected: string;
}): LayerSpecification[] {
  return [
    {
      id: clusterLayerId,
      type: 'circle',
      source: sourceId,
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': colors.clusterRing,
        'circle-opacity': 0.85,
        'circle-stroke-color': colors.cluster,
        'circle-stroke-width': 2,
        // Bigger for more offers; the count itself is the HTML button on top.
        'circle-radius': [
          'step',
          ['get', 'point_count'],
          clusterRadiusFor(0),
          ...clusterRadii.slice(1).flat(),
        ],
      },
    },
    {
      id: selectedLayerId,
      type: 'circle',
      source: sourceId,
      filter: selectedFilter(null),
      paint: {
        'circle-radius': 22,
        'circle-color': 'rgba(0,0,0,0)',
        'circle-stroke-color': colors.selected,
        'circle-stroke-width': 4,
      },
    },
    {
      id: pointLayerId,
      type: 'symbol',
      source: sourceId,
      filter: ['!', ['has', 'point_count']],
      layout: {
        'icon-image': ['get', 'icon'],
        'icon-size': 1,
        // Every marker is drawn and stays clickable; overlap is what clusters are for.
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
      },
    },
  ];
}
