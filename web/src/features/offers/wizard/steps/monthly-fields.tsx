import { useId, useState } from 'react';
import { currentLocale, useTranslation } from '../../../../lib/i18n.ts';
import { weekdayName } from '../../../../../../domain/shared/format.ts';
import { weekdays } from '../../../../../../domain/offers/constants.ts';
import { Select } from '../../../../components/ui/select.tsx';
import { monthlyWeekdayValue, setMonthlyMode, splitMonthlyWeekday } from '../time-rules.ts';
import styles from '../wizard.module.css';
import { fieldId, useFieldError, type StepProps } from './step-props.ts';

const occurrences = ['1', '2', '3', '4'];
const monthDays = Array.from({ length: 31 }, (_, i) => `${i + 1}.`);

/**
 * Monthly: on the n-th weekday ('n|d', e.g. the 2nd Wednesday) or on a date ('n.', e.g. the
 * 15th). Choosing a mode starts its value empty (spec/offers.md §4 Time step).
 */
export function MonthlyFields({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const name = useId();
  const error = useFieldError(errors);
  const mode = draft.monthly_mode ?? null;
  // The two halves of 'n|d' are kept while only one is chosen.
  const [half, setHalf] = useState(() => splitMonthlyWeekday(draft.monthly_value));

  function chooseHalf(nth: string, day: string) {
    setHalf([nth, day]);
    update({ monthly_value: monthlyWeekdayValue(nth, day) });
  }

  return (
    <fieldset className={styles.flags}>
      <legend className={styles.question}>{t('wizard.time.monthlyMode')}</legend>
      <div className={styles.inlineChoices}>
        {(['weekday', 'date'] as const).map((value, index) => (
          <label key={value} className={styles.choice}>
            <input
              id={index === 0 ? fieldId('monthly_mode') : undefined}
              type="radio"
              name={name}
              checked={mode === value}
              onChange={() => {
                setHalf(['', '']);
                update((d) => setMonthlyMode(d, value));
              }}
            />
            <span className={styles.choiceLabel}>{t(`wizard.time.monthlyModes.${value}`)}</span>
          </label>
        ))}
      </div>
      {error('monthly_mode') ? <p className={styles.fieldError}>{error('monthly_mode')}</p> : null}
      {mode === 'weekday' ? (
        <div className={styles.row}>
          <Select
            id={fieldId('monthly_value')}
            label={t('wizard.time.occurrence')}
            placeholder={t('wizard.time.choose')}
            value={half[0]}
            options={occurrences.map((n) => ({ value: n, label: `${n}.` }))}
            error={error('monthly_value')}
            onChange={(event) => chooseHalf(event.target.value, half[1])}
          />
          <Select
            label={t('wizard.time.day')}
            placeholder={t('wizard.time.choose')}
            value={half[1]}
            options={weekdays.map((_, i) => ({
              value: String(i + 1),
              label: weekdayName(i, currentLocale()),
            }))}
            onChange={(event) => chooseHalf(half[0], event.target.value)}
          />
        </div>
      ) : null}
      {mode === 'date' ? (
        <Select
          id={fieldId('monthly_value')}
          label={t('wizard.time.dayOfMonth')}
          placeholder={t('wizard.time.choose')}
          value={draft.monthly_value ?? ''}
          options={monthDays.map((d) => ({ value: d, label: d }))}
          error={error('monthly_value')}
          onChange={(event) => update({ monthly_value: event.target.value || null })}
        />
      ) : null}
    </fieldset>
  );
}
