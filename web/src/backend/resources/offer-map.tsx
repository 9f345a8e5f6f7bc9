import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import WizardMap, { type LngLat } from '../../features/offers/wizard/wizard-map.tsx';
import type { OfferFeature } from '../../../../domain/offers/types.ts';
import { offerMessages } from '../i18n/offer-messages.ts';
import { backendLocale } from '../locale.ts';

// The wizard's point picker (the portal's one map, base-map.ts) in the backend. It reads its
// few texts (canvas name, zoom buttons, marker) through i18next, which the backend does not
// otherwise use: a small instance holds just those, in the backend's language.
const mapI18n = i18next.createInstance();
void mapI18n.init({
  resources: {
    de: { translation: offerMessages.de.offerMapTexts },
    en: { translation: offerMessages.en.offerMapTexts },
  },
  lng: backendLocale(),
  fallbackLng: 'de',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export type OfferPoint = LngLat;

export type OfferMapProps = {
  /** The chosen point (the record's), null for none. */
  position: LngLat | null;
  /** Offers shown as clickable points (the list's page); null: a click moves the point. */
  points: OfferFeature[] | null;
  selectedId: number | null;
  onPick?(point: LngLat): void;
  onPickOffer?(id: number): void;
};

/** Loaded on demand, like every map of the portal. */
export default function OfferMap({
  position,
  points,
  selectedId,
  onPick,
  onPickOffer,
}: OfferMapProps) {
  return (
    <I18nextProvider i18n={mapI18n}>
      <WizardMap
        position={position}
        popupText=""
        spots={points}
        selectedSpotId={selectedId}
        onPick={(point) => onPick?.(point)}
        onPickSpot={(feature) => onPickOffer?.(feature.properties.id)}
        onCentre={() => undefined}
      />
    </I18nextProvider>
  );
}
