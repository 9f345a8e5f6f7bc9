import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import {
  categoryMaxima,
  hiddenCategorySlug,
  offerLimits,
} from '../../../../../../domain/offers/constants.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Loader } from '../../../../components/ui/loader.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { useCategories } from '../../api/categories.ts';
import { CategoryIcon } from '../../../../components/category-icon.tsx';
import styles from '../wizard.module.css';
import { fieldId, useFieldError, type StepProps } from './step-props.ts';

/**
 * Sports of the offer (spec/offers.md §2 Categories): at least one, at most 3 (entry), 1 (spot)
 * or any number (place); the activity island category only for spots. Suggest mode proposes a
 * sport the list lacks.
 */
export function CategoriesStep({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const error = useFieldError(errors);
  const categories = useCategories();
  const type = draft.type ?? 'entry';
  const max = categoryMaxima[type];
  const [refused, setRefused] = useState(false);
  const maxMessage =
    type === 'entry'
      ? t('wizard.categories.max3')
      : type === 'spot'
        ? t('wizard.categories.max1')
        : '';
  const choosable = (categories.data ?? []).filter(
    (c) => type === 'spot' || (c.slug !== hiddenCategorySlug && !c.hidden),
  );

  function toggle(slug: string) {
    const chosen = draft.categories.includes(slug);
    if (!chosen && draft.categories.length >= max) {
      setRefused(true);
      return;
    }
    setRefused(false);
    update({
      categories: chosen ? draft.categories.filter((s) => s !== slug) : [...draft.categories, slug],
    });
  }

  if (draft.suggestMode) {
    return (
      <div className={styles.stack}>
        <p>{t('wizard.categories.suggestIntro')}</p>
        <TextInput
          id={fieldId('suggest')}
          label={t('wizard.fields.suggest')}
          hint={t('wizard.counter', { count: draft.suggest.length, max: offerLimits.suggestion })}
          maxLength={offerLimits.suggestion}
          required
          value={draft.suggest}
          error={error('suggest')}
          onChange={(event) => update({ suggest: event.target.value })}
        />
      </div>
    );
  }

  if (categories.isPending) return <Loader label={t('wizard.categories.loading')} showLabel />;

  return (
    <div className={styles.stack}>
      <fieldset className={styles.categoryGroup}>
        <legend className={styles.question}>{t('wizard.categories.question')}</legend>
        {maxMessage ? <p className={styles.hint}>{maxMessage}</p> : null}
        <div className={styles.chips} id={fieldId('categories')} tabIndex={-1}>
          {choosable.map((category) => {
            const checked = draft.categories.includes(category.slug);
            return (
              <label
                key={category.slug}
                className={styles.chip}
                data-checked={checked || undefined}
              >
                <input type="checkbox" checked={checked} onChange={() => toggle(category.slug)} />
                <CategoryIcon name={category.icon} size={18} />
                <span>{category.title}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <p role="status" className={styles.fieldError}>
        {refused ? maxMessage || t('wizard.categories.maxAny') : ''}
        {!refused && error('categories') ? error('categories') : ''}
      </p>
      <div>
        <Button
          variant="ghost"
          // A suggestion replaces the choice (domain/offers/wizard-rules.ts categoriesToSave):
          // ticked sports go, so the step shows what will be saved.
          onClick={() => update({ suggestMode: true, categories: [] })}
        >
          {t('wizard.categories.suggestButton')}
        </Button>
      </div>
    </div>
  );
}
