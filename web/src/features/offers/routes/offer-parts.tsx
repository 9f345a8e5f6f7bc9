import { browserLazy } from '../../../lib/browser-lazy.tsx';

export type { OfferMapProps } from '../map/offer-map.tsx';
export type { DetailPanelProps } from '../detail/detail-panel.tsx';

// The map (MapLibre, the heaviest code of the portal) and the detail panel load only when
// they are shown: each is its own chunk, never part of the screen's first download.
export const OfferMap = browserLazy(() => import('../map/offer-map.tsx'));
export const DetailPanel = browserLazy(() => import('../detail/detail-panel.tsx'));
