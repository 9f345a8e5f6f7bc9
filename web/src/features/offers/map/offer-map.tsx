import { prewarm, setWorkerCount, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import { createBaseMap, type BaseMap } from './base-map.ts';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { mapDefaults, type OfferType } from '../../../../../domain/offers/constants.ts';
import type { Category, OfferFeature } from '../../../../../domain/offers/types.ts';
import { boundsOf } from './bounds.ts';
import { DistrictLabels } from './district-labels.ts';
import { useCategories } from '../api/categories.ts';
import { useMapStyleUrl } from './get-map-config.ts';
import { IconSources, iconMarkup } from './map-icons.tsx';
import { MapLegend } from './map-legend.tsx';
import { parseMarkerImageId, markerSvg, svgImage, tokenColor } from './marker-images.ts';
import { MarkerOverlay } from './marker-overlay.ts';
import { useMarkerNames } from './use-marker-names.ts';
import {
  clusterMaxZoom,
  clusterRadius,
  offerLayers,
  selectedFilter,
  selectedLayerId,
  sourceId,
  toSourceData,
} from './offer-layers.ts';
import { visibleItems } from './visible-items.ts';
import styles from './offer-map.module.css';
import { designToken } from '../../../lib/design-token.ts';

// One worker: the offers are one GeoJSON source (one worker clusters it) and a second worker
// would only compete with the page for the CPU. Started now, while the map's config and
// categories are fetched, instead of when the map is made.
setWorkerCount(1);
prewarm();
// Phases of the first render, read by bench/map.bench.ts.
performance.mark('offer-map:module');

export type OfferMapProps = {
  features: OfferFeature[];
  selected: { id: number; type: OfferType } | null;
  onSelect(offer: { id: number; type: OfferType }): void;
  focusPoint: { lat: number; lng: number } | null;
  /** Optional titles, keyed by labelKey(offer) ("spot:12"), for the markers' names. */
  labels?: Readonly<Record<string, string>>;
  /** Categories with titles and icons; fetched by the map when not handed in. */
  categories?: readonly Category[];
};

const fit = { padding: mapDefaults.fitPadding, maxZoom: mapDefaults.fitMaxZoom };

/**
 * The offer map (spec/offers.md §2, §9): clustered markers by type and category, fitted to the
 * results, easing to a focus point, selecting on click, Enter or Space. Loaded on demand by
 * the offer screen; the list stays the full accessible equivalent.
 */
export default function OfferMap(props: OfferMapProps) {
  const { features, selected, onSelect, focusPoint } = props;
  const { t } = useTranslation();
  const styleUrl = useMapStyleUrl();
  // Shares the screen's cached categories; only fetched when the screen did not pass them.
  const fetched = useCategories();
  const categories = props.categories ?? fetched.data;

  const containerRef = useRef<HTMLDivElement>(null);
  const iconsRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const overlayRef = useRef<MarkerOverlay | null>(null);
  // The map has settled once (effects below wait for it) / it shows the offers' clusters.
  const [ready, setReady] = useState(false);
  const [clustersShown, setClustersShown] = useState(false);
  const shownFeatures = useRef(features);
  const [offline, setOffline] = useState(false);

  const names = useMarkerNames(features, categories, props.labels);
  // The map's handlers live as long as the map; they read the latest props through this.
  const serviceUrl = styleUrl.data ?? null;
  const latest = useRef({ features, selected, onSelect, names, serviceUrl });
  useLayoutEffect(() => {
    latest.current = { features, selected, onSelect, names, serviceUrl };
  });

  const uiStrings = useMemo(
    () => ({
      'Map.Title': t('offerMap.canvas'),
      'NavigationControl.ZoomIn': t('offerMap.zoomIn'),
      'NavigationControl.ZoomOut': t('offerMap.zoomOut'),
      'NavigationControl.ResetBearing': t('offerMap.resetBearing'),
      'AttributionControl.ToggleAttribution': t('offerMap.attribution'),
    }),
    [t],
  );
  const initialStrings = useRef(uiStrings);

  // The map starts at once with the offline style unless the map service's style is already
  // known; a service style that arrives later replaces it (see the effect below). Marker
  // images are drawn once per category, so the icons' names must be known before the start.
  // Once started the map stays: a language switch refetching the categories must not remake it.
  const [canStart, setCanStart] = useState(false);
  if (!canStart && (props.categories !== undefined || !fetched.isPending)) setCanStart(true);
  const baseRef = useRef<BaseMap | null>(null);
  // A layout effect: the map starts before the first paint instead of a frame after it.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!canStart || !container) return;
    const startFeatures = latest.current.features;
    shownFeatures.current = startFeatures;
    const bounds = boundsOf(startFeatures);
    let districts: DistrictLabels | null = null;
    const base = createBaseMap({
      container,
      serviceUrl: latest.current.serviceUrl,
      center: mapDefaults.center,
      zoom: mapDefaults.zoom,
      ...(bounds ? { bounds, fitBoundsOptions: fit } : {}),
      locale: initialStrings.current,
      // Symbols appear at once: no fade keeps the first 'idle' early.
      fadeDuration: 0,
      // The offline style has no place names: the districts are labelled over it.
      onBaseChange(offlineNow, baseMap) {
        setOffline(offlineNow);
        if (offlineNow) districts ??= new DistrictLabels(baseMap, styles.districts!);
        else {
          districts?.destroy();
          districts = null;
        }
      },
    });
    const map = base.map;
    mapRef.current = map;
    performance.mark('offer-map:created');
    baseRef.current = base;
    let firstIdle = false;
    let clustersDrawn = false;

    map.setMissingStyleImageResolver(async (id) => {
      const parsed = parseMarkerImageId(id);
      if (!parsed) return;
      const icon = latest.current.names.iconOf(parsed.category);
      const svg = markerSvg(
        parsed.type,
        tokenColor(parsed.type, document.documentElement),
        iconMarkup(iconsRef.current, icon),
      );
      const image = await svgImage(svg);
      if (!map.hasImage(id)) map.addImage(id, image, { pixelRatio: 2 });
    });

    map.on('style.load', () => {
      performance.mark('offer-map:style-loaded');
      if (map.getSource(sourceId)) return;
      map.addSource(sourceId, {
        type: 'geojson',
        data: toSourceData(latest.current.features),
        cluster: true,
        clusterRadius,
        clusterMaxZoom,
      });
      const layers = offerLayers({
        cluster: designToken('--color-brand-strong', '#003a70'),
        clusterRing: designToken('--color-brand-soft', '#e6f0fa'),
        selected: designToken('--color-ink', '#0f1b2d'),
      });
      for (const layer of layers) map.addLayer(layer);
      map.setFilter(selectedLayerId, selectedFilter(latest.current.selected));
    });

    const overlay = new MarkerOverlay(
      map,
      (item) => {
        if (item.kind === 'point') {
          const [type, id] = item.key.slice(2).split(':');
          latest.current.onSelect({ type: type as OfferType, id: Number(id) });
          return;
        }
        void zoomIntoCluster(map, Number(item.key.slice(2)), item.lngLat);
      },
      styles.markers!,
    );
    overlayRef.current = overlay;

    map.on('zoomstart', () => container.setAttribute('data-zooming', ''));
    map.on('idle', () => {
      container.removeAttribute('data-zooming');
      if (!map.getSource(sourceId) || !map.isSourceLoaded(sourceId)) return;
      overlay.update(visibleItems(map, latest.current.names, latest.current.selected));
      if (!firstIdle) {
        firstIdle = true;
        setReady(true);
      }
      // The benchmark and the tests wait for this: the first time offers are on screen.
      if (!clustersDrawn && latest.current.features.length > 0) {
        clustersDrawn = true;
        performance.mark('offer-map:clusters-ready');
        setClustersShown(true);
      }
    });

    // Marker beyond the buttons' cap, or a click that missed the button: the canvas answers.
    map.on('click', 'offer-points', (event) => {
      const p = event.features?.[0]?.properties as { id?: number; type?: OfferType } | undefined;
      if (p?.id !== undefined && p.type) latest.current.onSelect({ id: p.id, type: p.type });
    });
    map.on('click', 'offer-clusters', (event) => {
      const feature = event.features?.[0];
      const clusterId = feature?.properties?.cluster_id as number | undefined;
      if (clusterId !== undefined) void zoomIntoCluster(map, clusterId, event.lngLat.toArray());
    });
    for (const layer of ['offer-points', 'offer-clusters']) {
      map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
      map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
    }

    return () => {
      baseRef.current = null;
      overlay.destroy();
      districts?.destroy();
      overlayRef.current = null;
      mapRef.current = null;
      base.destroy();
    };
  }, [canStart]);

  // The map service's style, once its address is known (GET /api/geo/map-config).
  useEffect(() => {
    if (serviceUrl) baseRef.current?.useService(serviceUrl);
  }, [serviceUrl, canStart]);

  // New results: new data, and the view fits them (spec/offers.md §9: max zoom 15, padding 30).
  useEffect(() => {
    const map = mapRef.current;
    const previous = shownFeatures.current;
    if (!map || previous === features) return;
    shownFeatures.current = features;
    map.getSource<GeoJSONSource>(sourceId)?.setData(toSourceData(features));
    const bounds = boundsOf(features);
    // The first results jump into view; later ones glide, so the visitor sees where they went.
    if (bounds) map.fitBounds(bounds, { ...fit, animate: previous.length > 0 });
  }, [features, ready]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !focusPoint) return;
    map.easeTo({
      center: [focusPoint.lng, focusPoint.lat],
      zoom: Math.max(map.getZoom(), mapDefaults.newPointZoom),
      duration: mapDefaults.easeMs,
    });
  }, [focusPoint?.lat, focusPoint?.lng, ready]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const map = mapRef.current;
    if (map?.getLayer(selectedLayerId)) map.setFilter(selectedLayerId, selectedFilter(selected));
    overlayRef.current?.rename((item) => names.rename(item, selected));
  }, [selected, names, ready]);

  // The controls were labelled when the map was made; a language switch relabels them.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const label = (selector: string, text: string) => {
      const el = container.querySelector(selector);
      el?.setAttribute('aria-label', text);
      el?.setAttribute('title', text);
    };
    container.querySelector('canvas')?.setAttribute('aria-label', uiStrings['Map.Title']);
    label('.maplibregl-ctrl-zoom-in', uiStrings['NavigationControl.ZoomIn']);
    label('.maplibregl-ctrl-zoom-out', uiStrings['NavigationControl.ZoomOut']);
    label('.maplibregl-ctrl-attrib-button', uiStrings['AttributionControl.ToggleAttribution']);
  }, [uiStrings, ready]);

  return (
    <section
      className={styles.region}
      aria-label={t('offerMap.region')}
      data-clusters-ready={clustersShown ? 'true' : undefined}
      data-map-style={offline ? 'offline' : 'service'}
    >
      <div ref={containerRef} className={styles.map} />
      <MapLegend />
      <div ref={iconsRef}>
        <IconSources />
      </div>
    </section>
  );
}

/** A cluster opens up: zoom to where its offers separate, centred on it. */
async function zoomIntoCluster(map: MapLibreMap, clusterId: number, center: [number, number]) {
  const source = map.getSource<GeoJSONSource>(sourceId);
  if (!source) return;
  const zoom = await source.getClusterExpansionZoom(clusterId).catch(() => map.getZoom() + 2);
  map.easeTo({ center, zoom: Math.min(zoom, map.getMaxZoom()) });
}
