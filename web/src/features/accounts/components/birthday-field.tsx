import { useTranslation } from '../../../lib/i18n.ts';
import type { BirthdayParts } from '../birthday.ts';
import fieldStyles from '../../../components/ui/field.module.css';
import styles from './account-page.module.css';

type Props = {
  /** Prefix of the three inputs' ids; the day input gets `${id}` so errors can link to it. */
  id: string;
  value: BirthdayParts;
  onChange: (value: BirthdayParts) => void;
  error?: string;
};

/** Day, month and year as three labelled number fields in one group. */
export function BirthdayField({ id, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hintId].filter(Boolean).join(' ');
  const parts = [
    { key: 'day', inputId: id, max: 2, autoComplete: 'bday-day' },
    { key: 'month', inputId: `${id}-month`, max: 2, autoComplete: 'bday-month' },
    { key: 'year', inputId: `${id}-year`, max: 4, autoComplete: 'bday-year' },
  ] as const;

  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend className={fieldStyles.label}>{t('userEdit.birthday')}</legend>
      <p id={hintId} className={fieldStyles.hint}>
        {t('userEdit.birthdayHint')}
      </p>
      <div className={styles.birthday}>
        {parts.map((part) => (
          <div key={part.key} className={styles[part.key]}>
            <label htmlFor={part.inputId} className={styles.smallLabel}>
              {t(`userEdit.${part.key}`)}
            </label>
            <input
              id={part.inputId}
              className={fieldStyles.control}
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={part.max}
              autoComplete={part.autoComplete}
              value={value[part.key]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) =>
                onChange({ ...value, [part.key]: event.target.value.replace(/\D/g, '') })
              }
            />
          </div>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
