import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Crosshair } from 'lucide-react';
import { mapDefaults } from '../../../../../../domain/offers/constants.ts';
import { needsAddress } from '../../../../../../domain/offers/wizard-rules.ts';
import type { AddressResult } from '../../../../../../domain/geo/schemas.ts';
import type { OfferFeature } from '../../../../../../domain/offers/types.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Loader } from '../../../../components/ui/loader.tsx';
import { lookUpAddress } from '../../../geo/api/address-lookup.ts';
import { offerGeoQueryOptions } from '../../api/geo.ts';
import { AddressField } from '../../../geo/address-field.tsx';
import type { LngLat } from '../wizard-map.tsx';
import styles from '../wizard.module.css';
import { fieldId, useFieldError, type StepProps } from './step-props.ts';
import { SpotPicker } from './spot-picker.tsx';

// MapLibre is the heaviest code of the portal: it loads when the map step first shows.
const WizardMap = lazy(() => import('../wizard-map.tsx'));

type Lookup = 'idle' | 'loading' | 'found' | 'none' | 'failed';

const emptyAddress = { street: '', street_number: '', zipcode: '', city: '' };

export function addressText(a: Pick<AddressResult, keyof AddressResult>): string {
  const line1 = [a.street, a.street_number].filter(Boolean).join(' ');
  const line2 = [a.zipcode, a.city].filter(Boolean).join(' ');
  return [line1, line2].filter(Boolean).join(', ');
}

/**
 * Where the offer is (spec/offers.md §2 Map step): a click on the map sets the marker and looks
 * up its address; entries at an existing spot pick a spot instead. Keyboard users search an
 * address, take the map's centre, or choose a nearby spot from a list.
 */
export function MapStep({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const error = useFieldError(errors);
  const spotMode = draft.type === 'entry' && draft.entry_location === 'spot';
  const position =
    draft.map_latitude !== null && draft.map_longitude !== null
      ? { lat: draft.map_latitude, lng: draft.map_longitude }
      : null;
  const hasAddress = Boolean(draft.street || draft.zipcode || draft.city);
  // Back on the step (from the categories), the chosen place and its address still show.
  const [lookup, setLookup] = useState<Lookup>(
    position ? (hasAddress ? 'found' : 'loading') : 'idle',
  );
  const [chosenLabel, setChosenLabel] = useState('');
  const [centre, setCentre] = useState<LngLat>(position ?? mapDefaults.center);
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  // In the creation map only spots are markers (spec/offers.md §7, offer geo).
  const spots = useQuery({
    ...offerGeoQueryOptions('types=spot'),
    enabled: spotMode,
    select: (collection) => collection.features.filter((f) => f.properties.type === 'spot'),
  });

  /** Asks for the address of `point`; the caller shows 'loading' meanwhile. */
  function lookUp(point: LngLat) {
    request.current?.abort();
    const abort = new AbortController();
    request.current = abort;
    lookUpAddress({ latitude: point.lat, longitude: point.lng }, abort.signal)
      .then((address) => {
        if (abort.signal.aborted) return;
        if (!address) return setLookup('none');
        update(address);
        setLookup('found');
      })
      .catch((reason: unknown) => {
        if (abort.signal.aborted) return;
        console.error('Address lookup failed', reason);
        setLookup('failed');
      });
  }

  // A place without an address (its lookup found none, or was cut short by Next) is looked
  // up again on return, so the step says what it knows instead of an empty "Chosen location"
  // (the state starts as 'loading' then).
  useEffect(() => {
    if (position && !hasAddress) lookUp(position);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  function place(point: LngLat, spotId: number | null = null) {
    update({
      map_latitude: point.lat,
      map_longitude: point.lng,
      spot_id: spotId,
      ...emptyAddress,
    });
    setLookup('loading');
    lookUp(point);
  }

  const pickSpot = (spot: OfferFeature) => {
    const [lng, lat] = spot.geometry.coordinates;
    place({ lat, lng }, spot.properties.id);
  };

  const status =
    lookup === 'loading'
      ? t('wizard.map.looking')
      : lookup === 'found'
        ? addressText(draft)
        : lookup === 'none'
          ? needsAddress(draft.type)
            ? t('wizard.map.noAddressPlace')
            : t('wizard.map.noAddress')
          : lookup === 'failed'
            ? t('wizard.map.lookupFailed')
            : '';

  return (
    <div className={styles.stack}>
      <p>{spotMode ? t('wizard.map.introSpot') : t('wizard.map.intro')}</p>
      {spotMode ? (
        <SpotPicker
          centre={centre}
          value={draft.spot_id}
          onChoose={(spot) => place({ lat: spot.map_latitude, lng: spot.map_longitude }, spot.id)}
        />
      ) : (
        <div className={styles.mapTools}>
          <AddressField
            chosen={chosenLabel}
            onChoose={(s) => {
              setChosenLabel(s.label);
              place({ lat: s.latitude, lng: s.longitude });
            }}
            onClear={() => setChosenLabel('')}
          />
          <Button variant="secondary" icon={<Crosshair size={18} />} onClick={() => place(centre)}>
            {t('wizard.map.useCentre')}
          </Button>
        </div>
      )}
      <Suspense fallback={<Loader label={t('offers.map.loading')} showLabel />}>
        <WizardMap
          position={position}
          popupText={lookup === 'found' || lookup === 'none' ? status : ''}
          spots={spotMode ? (spots.data ?? []) : null}
          selectedSpotId={draft.spot_id}
          onPick={(point) => place(point)}
          onPickSpot={pickSpot}
          onCentre={setCentre}
        />
      </Suspense>
      <p id={fieldId('map_latitude')} tabIndex={-1} role="status" className={styles.mapStatus}>
        {position ? (
          <>
            <span className={styles.mapStatusLabel}>{t('wizard.map.chosen')}</span> {status}
          </>
        ) : (
          t('wizard.map.nothingYet')
        )}
      </p>
      {['map_latitude', 'map_longitude', 'spot_id', 'street'].map((field) =>
        error(field) ? (
          // The address has no input here: the error summary's link leads to its message.
          <p
            key={field}
            id={field === 'street' ? fieldId(field) : undefined}
            tabIndex={field === 'street' ? -1 : undefined}
            className={styles.fieldError}
          >
            {error(field)}
          </p>
        ) : null,
      )}
    </div>
  );
}
