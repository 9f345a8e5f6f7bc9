import type { ComponentProps } from 'react';
import { FieldShell, useFieldIds, type FieldTextProps } from './field.tsx';
import fieldStyles from './field.module.css';
import styles from './select.module.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<'select'>, 'children'> &
  FieldTextProps & {
    options: SelectOption[];
    /** First, empty choice such as "Bitte wählen". */
    placeholder?: string;
  };

export function Select({
  label,
  hint,
  error,
  hideLabel,
  id,
  options,
  placeholder,
  className,
  required,
  ...rest
}: SelectProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldShell {...{ label, hint, error, hideLabel, inputId, hintId, errorId, required }}>
      <div className={styles.wrap}>
        <select
          id={inputId}
          className={[fieldStyles.control, styles.select, className].filter(Boolean).join(' ')}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
    </FieldShell>
  );
}
