import { Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { mapDefaults } from '../../../../../domain/offers/constants.ts';
import { createBaseMap } from './base-map.ts';
import { useMapStyleUrl } from './get-map-config.ts';
import frame from './map-frame.module.css';
import styles from './location-map.module.css';
import { designToken } from '../../../lib/design-token.ts';

export type LocationMapProps = {
  lat: number;
  lng: number;
  /** The map's accessible name, naming the place (the canvas region reads it). */
  label: string;
};

/**
 * One place on the portal's map (the contact page's address): a marker, zoom buttons, and
 * the offline style when the map service fails (base-map.ts). Loaded on demand. The wheel
 * scrolls the page, not the map; Tab moves on from the canvas and its buttons as usual.
 */
export default function LocationMap({ lat, lng, label }: LocationMapProps) {
  const { t } = useTranslation();
  const styleUrl = useMapStyleUrl();
  const containerRef = useRef<HTMLDivElement>(null);
  const style = styleUrl.data ?? null;

  useEffect(() => {
    const container = containerRef.current;
    if (styleUrl.isPending || !container) return;
    const base = createBaseMap({
      container,
      serviceUrl: style,
      center: { lat, lng },
      zoom: mapDefaults.newPointZoom,
      locale: {
        'Map.Title': label,
        'NavigationControl.ZoomIn': t('offerMap.zoomIn'),
        'NavigationControl.ZoomOut': t('offerMap.zoomOut'),
        'AttributionControl.ToggleAttribution': t('offerMap.attribution'),
      },
    });
    base.map.scrollZoom.disable();
    const marker = new Marker({ color: designToken('--color-accent-strong', '#b3123e') })
      .setLngLat([lng, lat])
      .addTo(base.map);
    // The canvas already names the place; the pin is a picture of the same.
    marker.getElement().removeAttribute('tabindex');
    marker.getElement().setAttribute('aria-hidden', 'true');
    return () => base.destroy();
  }, [styleUrl.isPending, style, lat, lng, label, t]);

  return (
    <div className={`${frame.frame} ${styles.region}`}>
      <div ref={containerRef} className={frame.canvas} />
    </div>
  );
}
