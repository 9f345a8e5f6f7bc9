import { currentLocale, useTranslation } from '../../../../lib/i18n.ts';
import { weekdayName } from '../../../../../../domain/shared/format.ts';
import { Plus, Trash2 } from 'lucide-react';
import { weekdays, type Weekday } from '../../../../../../domain/offers/constants.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { addWeekday, changeWeekday, freeDays, removeWeekday } from '../time-rules.ts';
import styles from '../wizard.module.css';
import { fieldId, useFieldError, type StepProps } from './step-props.ts';
import { TimeInput } from './time-input.tsx';

/**
 * Weekly: days are added one at a time, each with a start and an end time; a row's day can
 * change to a day not yet taken (its times start empty), or the row goes.
 */
export function WeeklyFields({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const error = useFieldError(errors);
  const free = freeDays(draft);
  const dayName = (day: Weekday) => weekdayName(weekdays.indexOf(day), currentLocale());

  return (
    <fieldset className={styles.flags}>
      <legend className={styles.question}>{t('wizard.time.weekdays')}</legend>
      {draft.days.length === 0 ? <p className={styles.hint}>{t('wizard.time.noDays')}</p> : null}
      <ul className={styles.dayRows}>
        {draft.days.map((day) => (
          <li key={day} className={styles.dayRow} aria-label={dayName(day)}>
            <Select
              id={fieldId(day)}
              label={t('wizard.time.day')}
              value={day}
              options={weekdays
                .filter((d) => d === day || free.includes(d))
                .map((d) => ({ value: d, label: dayName(d) }))}
              onChange={(event) =>
                update((d) => changeWeekday(d, day, event.target.value as Weekday))
              }
            />
            <TimeInput
              field={`${day}_start`}
              label={t('wizard.time.startTime')}
              {...{ draft, update, errors }}
            />
            <TimeInput
              field={`${day}_end`}
              label={t('wizard.time.endTime')}
              {...{ draft, update, errors }}
            />
            <Button
              variant="ghost"
              className={styles.removeDay}
              icon={<Trash2 size={18} />}
              onClick={() => update((d) => removeWeekday(d, day))}
            >
              {t('wizard.time.removeDay', { day: dayName(day) })}
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button
          id={fieldId('weekdays')}
          variant="secondary"
          icon={<Plus size={18} />}
          disabled={free.length === 0}
          onClick={() => update((d) => addWeekday(d))}
        >
          {t('wizard.time.addDay')}
        </Button>
      </div>
      {error('weekdays') ? <p className={styles.fieldError}>{error('weekdays')}</p> : null}
    </fieldset>
  );
}
