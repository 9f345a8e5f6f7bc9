import {
  Map as MapLibreMap,
  NavigationControl,
  setWorkerUrl,
  type LngLatBoundsLike,
  type MapOptions,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import stylesUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
import { buildOfflineStyle } from './offline-style.ts';

setWorkerUrl(workerUrl);
linkMapStyles();

/**
 * MapLibre's stylesheet, linked when the first map's code arrives. The app's other styles are
 * one stylesheet every page waits for (decision 034); the map's 10 KB stay out of it.
 */
function linkMapStyles() {
  if (document.querySelector('link[data-map-styles]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesUrl;
  link.dataset.mapStyles = '';
  // Before the app's stylesheet: where both set a property with the same weight (the map
  // container's `position`), the app's frame must win, or the map collapses to no height.
  document.head.insertBefore(link, document.head.querySelector('link[rel="stylesheet"]'));
}

/** Time a map service gets to deliver its style before the offline style takes over. */
const styleTimeoutMs = 6000;

export type BaseMapOptions = {
  container: HTMLElement;
  /** The map service's style; null starts with the built-in offline style. */
  serviceUrl: string | null;
  center: { lat: number; lng: number };
  zoom: number;
  bounds?: LngLatBoundsLike;
  fitBoundsOptions?: MapOptions['fitBoundsOptions'];
  /** MapLibre's own UI texts (zoom buttons, canvas title) in the visitor's language. */
  locale: Record<string, string>;
  fadeDuration?: number;
  /** Told whenever the base switches between the service's style and the offline one. */
  onBaseChange?: (offline: boolean, map: MapLibreMap) => void;
};

export type BaseMap = {
  map: MapLibreMap;
  /** Switches to a map service's style (a style that failed once is not asked for again). */
  useService(url: string): void;
  destroy(): void;
};

/**
 * Every map of the portal starts here: no rotation or pitch (a city map reads north-up),
 * zoom buttons, a compact attribution, and one rule for the base style: a map service that
 * fails (style, tiles, no network) or stays silent for 6 s before it first settles is
 * replaced by the offline style, so the map always shows the city; errors after that only
 * cost a tile here and there.
 */
export function createBaseMap(options: BaseMapOptions): BaseMap {
  const { serviceUrl, onBaseChange } = options;
  const map = new MapLibreMap({
    container: options.container,
    style: serviceUrl ?? buildOfflineStyle(),
    center: [options.center.lng, options.center.lat],
    zoom: options.zoom,
    ...(options.bounds
      ? { bounds: options.bounds, fitBoundsOptions: options.fitBoundsOptions }
      : {}),
    locale: options.locale,
    attributionControl: { compact: true },
    ...(options.fadeDuration === undefined ? {} : { fadeDuration: options.fadeDuration }),
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');

  let requestedUrl = serviceUrl;
  let usingOffline = !serviceUrl;
  let styleLoaded = false;
  let serviceSettled = false;
  let timer = 0;

  const fallBack = () => {
    if (usingOffline) return;
    usingOffline = true;
    onBaseChange?.(true, map);
    map.setStyle(buildOfflineStyle(), { diff: false });
  };
  const watchService = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      if (!styleLoaded) fallBack();
    }, styleTimeoutMs);
  };

  onBaseChange?.(usingOffline, map);
  if (!usingOffline) watchService();
  map.on('error', (event) => {
    if (!usingOffline && !serviceSettled) fallBack();
    else console.error('Map error', event.error);
  });
  map.on('style.load', () => {
    styleLoaded = true;
  });
  map.on('idle', () => {
    if (styleLoaded && !usingOffline) serviceSettled = true;
  });

  return {
    map,
    useService(url) {
      if (url === requestedUrl) return;
      requestedUrl = url;
      usingOffline = false;
      serviceSettled = false;
      styleLoaded = false;
      onBaseChange?.(false, map);
      map.setStyle(url, { diff: false });
      watchService();
    },
    destroy() {
      window.clearTimeout(timer);
      map.remove();
    },
  };
}
