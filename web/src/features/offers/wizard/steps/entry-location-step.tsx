import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { EntryLocation } from '../wizard-draft.ts';
import styles from '../wizard.module.css';
import { fieldId, useFieldError, type StepProps } from './step-props.ts';

/** Entries only (spec/offers.md §2 step 2): a place of their own, or an existing Active Spot. */
export function EntryLocationStep({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const name = useId();
  const error = useFieldError(errors)('entry_location');
  const choices: { value: EntryLocation; label: string; hint: string }[] = [
    { value: 'new', label: t('wizard.entryLocation.new'), hint: t('wizard.entryLocation.newHint') },
    {
      value: 'spot',
      label: t('wizard.entryLocation.spot'),
      hint: t('wizard.entryLocation.spotHint'),
    },
  ];
  return (
    <fieldset className={styles.choices} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={styles.question}>{t('wizard.entryLocation.question')}</legend>
      {choices.map((choice, index) => (
        <label key={choice.value} className={styles.choice}>
          <input
            id={index === 0 ? fieldId('entry_location') : undefined}
            type="radio"
            name={name}
            value={choice.value}
            checked={draft.entry_location === choice.value}
            onChange={() => update({ entry_location: choice.value, spot_id: null })}
          />
          <span>
            <span className={styles.choiceLabel}>{choice.label}</span>
            <span className={styles.choiceHint}>{choice.hint}</span>
          </span>
        </label>
      ))}
      {error ? (
        <p id={`${name}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
