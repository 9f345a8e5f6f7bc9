import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { validationMessage, type FieldErrors } from '../../../lib/forms/form-errors.ts';
import { fieldId, fieldLabel } from './steps/step-props.ts';
import styles from './wizard.module.css';

type Props = {
  errors: FieldErrors;
  /** Messages that belong to no field (a failed save). */
  formErrors: string[];
  /** Bumped on each failed Next or save: the block takes focus every time. */
  attempt: number;
};

/**
 * The error block of spec/offers.md §5/§8: every problem of the step (the server's too) with
 * a link to its field; the messages also show under the fields themselves.
 */
export function WizardErrors({ errors, formErrors, attempt }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors).filter(([, key]) => key);
  const shown = entries.length > 0 || formErrors.length > 0;

  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);

  function focusField(event: MouseEvent<HTMLAnchorElement>, field: string) {
    const target = document.getElementById(fieldId(field));
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
  }

  if (!shown) return null;
  return (
    <div ref={ref} tabIndex={-1} className={styles.errors}>
      <Alert tone="error" title={entries.length ? t('wizard.errorsTitle') : undefined}>
        {formErrors.map((message) => (
          <p key={message}>{message}</p>
        ))}
        {entries.length ? (
          <ul className={styles.errorList}>
            {entries.map(([field, key]) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} onClick={(event) => focusField(event, field)}>
                  {fieldLabel(t, field)}: {validationMessage(t, key)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </Alert>
    </div>
  );
}
