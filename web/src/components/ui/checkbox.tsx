import type { ComponentProps, ReactNode } from 'react';
import { useFieldIds } from './field.tsx';
import fieldStyles from './field.module.css';
import styles from './checkbox.module.css';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className={`${fieldStyles.hint} ${styles.indent}`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={`${fieldStyles.error} ${styles.indent}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
