import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  attributes,
  filterTypes,
  targetGroups,
  type FilterType,
  type TargetGroup,
} from '../../../../../domain/offers/constants.ts';
import {
  resetPopupFilter,
  toggleCategory,
  type OfferFilter,
} from '../../../../../domain/offers/filter.ts';
import type { Category } from '../../../../../domain/offers/types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { Select } from '../../../components/ui/select.tsx';
import styles from './filter-bar.module.css';

type Props = {
  open: boolean;
  onClose: () => void;
  filter: OfferFilter;
  onApply: (filter: OfferFilter) => void;
  categories: Category[];
  /** Logged-in visitors may narrow to their bookmarks. */
  canBookmark: boolean;
};

/** Ticks of the type boxes: no types in the filter means every type. */
function typeChecked(types: FilterType[] | null, type: FilterType) {
  return types === null ? type !== 'bookmark' : types.includes(type);
}

/** All three list types and no bookmark is the same as no type filter at all. */
function normaliseTypes(types: FilterType[]): FilterType[] | null {
  const all = filterTypes.every((t) => types.includes(t)) && !types.includes('bookmark');
  return all ? null : types;
}

/**
 * The more-filters dialog (spec/offers.md §2): attributes, target group, offer types and, on
 * small screens, the sports. Changes stay a draft until "apply"; "reset" keeps the sports
 * and the address (spec §4). Mounted only while open, so every opening starts from the
 * filter as it is.
 */
export function MoreFiltersPopup({
  open,
  onClose,
  filter,
  onApply,
  categories,
  canBookmark,
}: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filter);

  const types: FilterType[] = [...filterTypes, ...(canBookmark ? (['bookmark'] as const) : [])];

  function toggleType(type: FilterType, on: boolean) {
    const current = draft.types ?? [...filterTypes];
    const next = on ? [...current, type] : current.filter((t) => t !== type);
    setDraft({ ...draft, types: normaliseTypes(next) });
  }

  return (
    <Popup
      open={open}
      onClose={onClose}
      title={t('offers.more.title')}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              onApply(resetPopupFilter(draft));
              onClose();
            }}
          >
            {t('offers.more.reset')}
          </Button>
          <Button
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            {t('offers.more.apply')}
          </Button>
        </>
      }
    >
      <div className={styles.popupBody}>
        <fieldset className={styles.fieldset}>
          <legend>{t('offers.more.attributes')}</legend>
          {attributes.map((attribute) => (
            <Checkbox
              key={attribute}
              label={t(`offers.attributes.${attribute}`)}
              checked={draft.attributes.includes(attribute)}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  attributes: event.target.checked
                    ? [...draft.attributes, attribute]
                    : draft.attributes.filter((a) => a !== attribute),
                })
              }
            />
          ))}
        </fieldset>

        <Select
          label={t('offers.more.targetgroup')}
          placeholder={t('offers.more.anyTargetgroup')}
          value={draft.targetgroup ?? ''}
          options={targetGroups.map((group) => ({
            value: group,
            label: t(`offers.targetgroups.${group}`),
          }))}
          onChange={(event) =>
            setDraft({ ...draft, targetgroup: (event.target.value || null) as TargetGroup | null })
          }
        />

        <fieldset className={styles.fieldset}>
          <legend>{t('offers.more.types')}</legend>
          {types.map((type) => (
            <Checkbox
              key={type}
              label={t(`offers.filterTypes.${type}`)}
              checked={typeChecked(draft.types, type)}
              onChange={(event) => toggleType(type, event.target.checked)}
            />
          ))}
        </fieldset>

        {/* On wide screens the slider above the list does this; on phones it lives here. */}
        <fieldset className={`${styles.fieldset} ${styles.mobileOnly}`}>
          <legend>{t('offers.more.categories')}</legend>
          {categories
            .filter((c) => !c.hidden)
            .map((category) => (
              <Checkbox
                key={category.slug}
                label={category.title}
                checked={draft.categories.includes(category.slug)}
                onChange={() => setDraft(toggleCategory(draft, category.slug))}
              />
            ))}
        </fieldset>
      </div>
    </Popup>
  );
}
