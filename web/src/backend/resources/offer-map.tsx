import { I18n, I18nProvider } from '../../lib/i18n.ts';
import type { LngLat } from '../../features/offers/index.ts';
import { WizardMap } from '../../features/offers/point-map.ts';
import type { OfferFeature } from '../../../../domain/offers/types.ts';
import { offerMessages } from '../i18n/offer-messages.ts';
import { backendLocale } from '../locale.ts';

// The wizard's point picker (the portal's one map, base-map.ts) in the backend. It reads its
// few texts (canvas name, zoom buttons, marker) through the portal's strings, which the backend
// does not otherwise use: an instance of its own holds just those, in the backend's language.
const mapI18n = new I18n();
mapI18n.addResourceBundle('de', offerMessages.de.offerMapTexts);
mapI18n.addResourceBundle('en', offerMessages.en.offerMapTexts);
void mapI18n.changeLanguage(backendLocale());

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
    <I18nProvider i18n={mapI18n}>
      <WizardMap
        position={position}
        popupText=""
        spots={points}
        selectedSpotId={selectedId}
        onPick={(point) => onPick?.(point)}
        onPickSpot={(feature) => onPickOffer?.(feature.properties.id)}
        onCentre={() => undefined}
      />
    </I18nProvider>
  );
}
