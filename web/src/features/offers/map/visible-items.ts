import type { Map as MapLibreMap } from 'maplibre-gl';
import type { OfferType } from '../../../../../domain/offers/constants.ts';
import { clusterLayerId, clusterRadiusFor, pointLayerId } from './offer-layers.ts';
import type { OfferRef } from './marker-names.ts';
import type { OverlayItem } from './marker-overlay.ts';
import { clusterKey, pointKey, type MarkerNames } from './use-marker-names.ts';

/**
 * At most this many buttons: enough for every cluster on a screen and the markers around the
 * centre; more would make tabbing through the map pointless (the list is there for that).
 */
export const maxButtons = 150;
export const markerButtonSize = 32;

type Candidate = OverlayItem & { distance: number };

/** The clusters and markers drawn right now, as overlay buttons: clusters first, then the
 * markers nearest the centre, capped. */
export function visibleItems(
  map: MapLibreMap,
  names: MarkerNames,
  selected: OfferRef | null,
): OverlayItem[] {
  const center = map.project(map.getCenter());
  const seen = new Set<string>();
  const clusters: Candidate[] = [];
  const points: Candidate[] = [];
  for (const feature of map.queryRenderedFeatures({ layers: [clusterLayerId, pointLayerId] })) {
    if (feature.geometry.type !== 'Point') continue;
    const lngLat = feature.geometry.coordinates as [number, number];
    const p = map.project(lngLat);
    const distance = (p.x - center.x) ** 2 + (p.y - center.y) ** 2;
    const props = feature.properties as Record<string, unknown>;
    if (typeof props.cluster_id === 'number') {
      const key = clusterKey(props.cluster_id);
      if (seen.has(key)) continue; // a feature shows in every tile it touches
      seen.add(key);
      const count = Number(props.point_count);
      clusters.push({
        key,
        kind: 'cluster',
        lngLat,
        count,
        text: names.countText(count),
        name: names.cluster(count),
        size: clusterRadiusFor(count) * 2 - 10,
        distance,
      });
    } else {
      const offer = { id: Number(props.id), type: props.type as OfferType };
      const key = pointKey(offer);
      if (seen.has(key)) continue;
      seen.add(key);
      points.push({
        key,
        kind: 'point',
        lngLat,
        name: names.point(offer),
        size: markerButtonSize,
        current: !!selected && selected.id === offer.id && selected.type === offer.type,
        distance,
      });
    }
  }
  const byDistance = (a: Candidate, b: Candidate) => a.distance - b.distance;
  return [...clusters.sort(byDistance), ...points.sort(byDistance)]
    .slice(0, maxButtons)
    .map(({ distance: _distance, ...item }) => item);
}
