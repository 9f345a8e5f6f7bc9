import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { repetitions, type Repetition } from '../../../../../../domain/offers/constants.ts';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { setRepetition } from '../time-rules.ts';
import styles from '../wizard.module.css';
import { MonthlyFields } from './monthly-fields.tsx';
import { fieldId, useFieldError, type StepProps } from './step-props.ts';
import { TimeInput } from './time-input.tsx';
import { WeeklyFields } from './weekly-fields.tsx';

/**
 * 'When does your offer take place?' (spec/offers.md §2 step 6, §4/§5 Time step): once, every
 * week on chosen days, or monthly on a weekday or a date. The save button shows once a
 * repetition is chosen.
 */
export function TimeStep({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const name = useId();
  const error = useFieldError(errors);
  const repetition = draft.repetition ?? null;

  return (
    <div className={styles.stack}>
      <fieldset className={styles.choices}>
        <legend className={styles.question}>{t('wizard.time.repetition')}</legend>
        <div className={styles.inlineChoices}>
          {repetitions.map((value: Repetition, index) => (
            <label key={value} className={styles.choice}>
              <input
                id={index === 0 ? fieldId('repetition') : undefined}
                type="radio"
                name={name}
                value={value}
                checked={repetition === value}
                onChange={() => update((d) => setRepetition(d, value))}
              />
              <span className={styles.choiceLabel}>{t(`wizard.time.repetitions.${value}`)}</span>
            </label>
          ))}
        </div>
        {error('repetition') ? <p className={styles.fieldError}>{error('repetition')}</p> : null}
      </fieldset>

      {repetition === 'weekly' ? (
        <WeeklyFields draft={draft} update={update} errors={errors} />
      ) : null}
      {repetition === 'monthly' ? (
        <MonthlyFields draft={draft} update={update} errors={errors} />
      ) : null}

      {repetition === 'none' || repetition === 'monthly' ? (
        <div className={styles.row}>
          <TimeInput
            field="time_start"
            label={t('wizard.time.startTime')}
            {...{ draft, update, errors }}
          />
          <TimeInput
            field="time_end"
            label={t('wizard.time.endTime')}
            {...{ draft, update, errors }}
          />
        </div>
      ) : null}

      {repetition ? (
        <fieldset className={styles.flags}>
          <legend className={styles.question}>
            {repetition === 'none' ? t('wizard.time.dates') : t('wizard.time.period')}
          </legend>
          <div className={styles.row}>
            <TextInput
              id={fieldId('start')}
              type="date"
              label={t('wizard.time.startDate')}
              required={repetition === 'none'}
              value={draft.start ?? ''}
              error={error('start')}
              onChange={(event) => update({ start: event.target.value })}
            />
            <TextInput
              id={fieldId('end')}
              type="date"
              label={t('wizard.time.endDate')}
              required={repetition === 'none'}
              value={draft.end ?? ''}
              error={error('end')}
              onChange={(event) => update({ end: event.target.value })}
            />
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
