import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { defaultDistanceKm, distanceOptionsKm } from '../../../../../domain/offers/constants.ts';
import {
  activeFilterCount,
  emptyFilter,
  type OfferFilter,
} from '../../../../../domain/offers/filter.ts';
import type { Category } from '../../../../../domain/offers/types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { AddressField } from '../../geo/address-field.tsx';
import { MoreFiltersPopup } from './more-filters-popup.tsx';
import { NearMeButton } from './near-me-button.tsx';
import styles from './filter-bar.module.css';

type Props = {
  filter: OfferFilter;
  onChange: (filter: OfferFilter) => void;
  categories: Category[];
  canBookmark: boolean;
  /** The map shows only the popup and reset: address and distance belong to the list. */
  compact?: boolean;
};

/** The list's filter bar (spec/offers.md §2 Offer list, §4 Distance). */
export function FilterBar({ filter, onChange, categories, canBookmark, compact = false }: Props) {
  const { t } = useTranslation();
  const [moreOpen, setMoreOpen] = useState(false);
  const count = activeFilterCount(filter);
  const single = filter.categories.length === 1 ? (filter.categories[0] ?? '') : '';

  function setPlace(place: { lat: number; lng: number; label: string }) {
    // The first place chosen starts at 3 km; a later one keeps the visitor's distance.
    const distance = filter.nearby?.distance ?? defaultDistanceKm;
    onChange({ ...filter, nearby: { ...place, distance } });
  }

  return (
    <div className={`${styles.bar} ${compact ? styles.compact : ''}`}>
      {compact ? null : (
        <>
          <div className={styles.category}>
            <Select
              label={t('offers.filter.category')}
              placeholder={t('offers.categories.all')}
              value={single}
              options={categories.map((c) => ({ value: c.slug, label: c.title }))}
              onChange={(event) =>
                onChange({
                  ...filter,
                  categories: event.target.value ? [event.target.value] : [],
                })
              }
            />
          </div>
          <div className={styles.address}>
            <AddressField
              chosen={filter.nearby?.label ?? ''}
              onChoose={(s) => setPlace({ lat: s.latitude, lng: s.longitude, label: s.label })}
              onClear={() => onChange({ ...filter, nearby: null })}
            />
          </div>
          <div className={styles.distance}>
            <Select
              label={t('offers.filter.distance')}
              placeholder={t('offers.filter.distance')}
              value={filter.nearby ? String(filter.nearby.distance) : ''}
              disabled={!filter.nearby}
              hint={filter.nearby ? undefined : t('offers.filter.distanceHint')}
              options={distanceOptionsKm.map((km) => ({
                value: String(km),
                label: t('offers.filter.km', { count: km }),
              }))}
              onChange={(event) => {
                const km = Number(event.target.value);
                if (filter.nearby && km > 0)
                  onChange({ ...filter, nearby: { ...filter.nearby, distance: km } });
              }}
            />
          </div>
          <NearMeButton
            onLocate={(point) => setPlace({ ...point, label: t('offers.nearMe.label') })}
          />
        </>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          // The badge is a bare number; the name says what it counts.
          aria-label={count > 0 ? t('offers.filter.moreActive', { count }) : undefined}
          icon={<SlidersHorizontal size={18} />}
          onClick={() => setMoreOpen(true)}
        >
          {t('offers.filter.more')}
          {count > 0 ? (
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
          ) : null}
        </Button>
        <Button
          variant="ghost"
          icon={<RotateCcw size={18} />}
          disabled={count === 0}
          onClick={() => onChange(emptyFilter)}
        >
          {t('offers.filter.reset')}
        </Button>
      </div>
      {moreOpen ? (
        <MoreFiltersPopup
          open
          onClose={() => setMoreOpen(false)}
          filter={filter}
          onApply={onChange}
          categories={categories}
          canBookmark={canBookmark}
        />
      ) : null}
    </div>
  );
}
