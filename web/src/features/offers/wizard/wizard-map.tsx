import {
  Marker,
  Popup,
  type GeoJSONSource,
  type Map as MapLibreMap,
  type MapMouseEvent,
} from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { mapDefaults } from '../../../../../domain/offers/constants.ts';
import type { OfferFeature } from '../../../../../domain/offers/types.ts';
import { useMapStyleUrl } from '../map/get-map-config.ts';
import { createBaseMap } from '../map/base-map.ts';
import frame from '../map/map-frame.module.css';
import styles from './wizard-map.module.css';
import { designToken } from '../../../lib/design-token.ts';

export type LngLat = { lat: number; lng: number };

export type WizardMapProps = {
  /** The marker, null when no position is set yet. */
  position: LngLat | null;
  /** The address shown in the marker's popup ('' hides it). */
  popupText: string;
  /** Spot mode: these spots are the clickable markers; a click elsewhere does nothing. */
  spots: OfferFeature[] | null;
  selectedSpotId: number | null;
  onPick(point: LngLat): void;
  onPickSpot(spot: OfferFeature): void;
  /** The view's centre after every move (the "use map centre" button reads it). */
  onCentre(point: LngLat): void;
};

const spotSource = 'wizard-spots';
const spotLayer = 'wizard-spot-points';

function spotData(spots: OfferFeature[] | null, selected: number | null) {
  return {
    type: 'FeatureCollection' as const,
    features: (spots ?? []).map((spot) => ({
      ...spot,
      properties: { ...spot.properties, selected: spot.properties.id === selected },
    })),
  };
}

/**
 * The wizard's small map (spec/offers.md §2 Map step): a click sets the marker, or in spot mode
 * picks a spot marker. Loaded on demand; the step around it offers the same choices without a
 * pointer (address search, map centre, list of spots).
 */
export default function WizardMap(props: WizardMapProps) {
  const { t } = useTranslation();
  const styleUrl = useMapStyleUrl();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const popupRef = useRef<Popup | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  const style = styleUrl.data ?? null;
  useEffect(() => {
    const container = containerRef.current;
    if (styleUrl.isPending || !container) return;
    const start = latest.current.position;
    const base = createBaseMap({
      container,
      serviceUrl: style,
      center: start ?? mapDefaults.center,
      zoom: start ? mapDefaults.newPointZoom : mapDefaults.zoom,
      locale: {
        'Map.Title': t('wizard.map.canvas'),
        'NavigationControl.ZoomIn': t('offerMap.zoomIn'),
        'NavigationControl.ZoomOut': t('offerMap.zoomOut'),
        'AttributionControl.ToggleAttribution': t('offerMap.attribution'),
      },
    });
    const map = base.map;
    mapRef.current = map;

    map.on('style.load', () => {
      if (map.getSource(spotSource)) return;
      map.addSource(spotSource, {
        type: 'geojson',
        data: spotData(latest.current.spots, latest.current.selectedSpotId),
      });
      map.addLayer({
        id: spotLayer,
        type: 'circle',
        source: spotSource,
        paint: {
          'circle-radius': ['case', ['get', 'selected'], 10, 7],
          'circle-color': designToken('--color-teal', '#00747a'),
          'circle-stroke-width': 2,
          'circle-stroke-color': ['case', ['get', 'selected'], '#0f1b2d', '#ffffff'],
        },
      });
    });

    map.on('click', (event: MapMouseEvent) => {
      const current = latest.current;
      if (current.spots) {
        const hit = map.queryRenderedFeatures(event.point, { layers: [spotLayer] })[0];
        const id = hit?.properties?.id as number | undefined;
        const spot = current.spots.find((s) => s.properties.id === id);
        if (spot) current.onPickSpot(spot);
        return;
      }
      current.onPick({ lat: event.lngLat.lat, lng: event.lngLat.lng });
    });
    map.on('mouseenter', spotLayer, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', spotLayer, () => (map.getCanvas().style.cursor = ''));
    map.on('moveend', () => {
      const centre = map.getCenter();
      latest.current.onCentre({ lat: centre.lat, lng: centre.lng });
    });

    return () => {
      markerRef.current = null;
      popupRef.current = null;
      mapRef.current = null;
      base.destroy();
    };
    // The map is made once per style; props reach its handlers through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl.isPending, style]);

  // Spots to pick from, and which one is picked.
  useEffect(() => {
    mapRef.current
      ?.getSource<GeoJSONSource>(spotSource)
      ?.setData(spotData(props.spots, props.selectedSpotId));
  }, [props.spots, props.selectedSpotId]);

  // The marker follows the position (a click, an address, a spot), and the view follows it.
  const { position, popupText } = props;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!position) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (!markerRef.current) {
      markerRef.current = new Marker({ color: designToken('--color-accent-strong', '#b3123e') });
      markerRef.current.getElement().setAttribute('aria-label', t('wizard.map.marker'));
    }
    markerRef.current.setLngLat([position.lng, position.lat]).addTo(map);
    const bounds = map.getBounds();
    if (!bounds.contains([position.lng, position.lat])) {
      map.easeTo({ center: [position.lng, position.lat], duration: mapDefaults.easeMs });
    }
  }, [position?.lat, position?.lng, styleUrl.isPending]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const marker = markerRef.current;
    if (!marker) return;
    if (!popupText) {
      popupRef.current?.remove();
      return;
    }
    popupRef.current ??= new Popup({
      closeButton: false,
      closeOnClick: false,
      focusAfterOpen: false,
      offset: 36,
    });
    popupRef.current.setText(popupText);
    marker.setPopup(popupRef.current);
    if (!popupRef.current.isOpen()) marker.togglePopup();
  }, [popupText, position?.lat, position?.lng]);

  return (
    <div className={`${frame.frame} ${styles.region}`}>
      <div ref={containerRef} className={`${frame.canvas} ${styles.map}`} />
    </div>
  );
}
