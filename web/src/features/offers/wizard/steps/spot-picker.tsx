import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { OfferSummary } from '../../../../../../domain/offers/types.ts';
import { Select } from '../../../../components/ui/select.tsx';
import { useLocale } from '../../../../lib/locale.ts';
import { offerListQueryOptions } from '../../api/list.ts';
import type { LngLat } from '../wizard-map.tsx';
import { fieldId } from './step-props.ts';

const nearbyCount = 20;
/** Two decimals (about a kilometre): small pans keep the same list and the same request. */
const round = (n: number) => Math.round(n * 100) / 100;

type Props = {
  centre: LngLat;
  value: number | null;
  onChoose(spot: OfferSummary): void;
};

/** The spots nearest the map's centre as a list: the keyboard's way to pick a spot marker. */
export function SpotPicker({ centre, value, onChoose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lat = round(centre.lat);
  const lng = round(centre.lng);
  const query = new URLSearchParams({ types: 'spot', lat: String(lat), lng: String(lng) });
  const nearby = useQuery({
    ...offerListQueryOptions(query.toString(), nearbyCount, locale),
    placeholderData: (previous) => previous,
  });
  const spots = nearby.data?.data ?? [];
  const options = spots.map((spot) => ({
    value: String(spot.id),
    label: [spot.title, spot.address_line1].filter(Boolean).join(' – '),
  }));
  const known = value !== null && spots.some((s) => s.id === value);
  return (
    <Select
      id={fieldId('spot_id')}
      label={t('wizard.map.spotList')}
      hint={t('wizard.map.spotListHint')}
      placeholder={t('wizard.map.spotListPlaceholder')}
      options={
        value !== null && !known
          ? [{ value: String(value), label: t('wizard.map.spotOnMap') }, ...options]
          : options
      }
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const spot = spots.find((s) => String(s.id) === event.target.value);
        if (spot) onChoose(spot);
      }}
    />
  );
}
