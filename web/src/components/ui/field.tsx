import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

export type FieldTextProps = {
  label: ReactNode;
  /** Help shown under the label, read after the label by screen readers. */
  hint?: ReactNode;
  /** Validation message; marks the control invalid. */
  error?: ReactNode;
  /** Keeps the label for screen readers only (e.g. a search box with a visible icon). */
  hideLabel?: boolean;
};

/** Ids that tie a control to its label, hint and error text. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

type FieldShellProps = FieldTextProps & {
  inputId: string;
  hintId?: string;
  errorId?: string;
  required?: boolean;
  children: ReactNode;
};

/** Label, hint, control and error in the order people read them. */
export function FieldShell({
  label,
  hint,
  error,
  hideLabel,
  inputId,
  hintId,
  errorId,
  required,
  children,
}: FieldShellProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
