import type { ComponentProps } from 'react';
import { FieldShell, useFieldIds, type FieldTextProps } from './field.tsx';
import styles from './field.module.css';

export type TextInputProps = Omit<ComponentProps<'input'>, 'children'> & FieldTextProps;

export function TextInput({
  label,
  hint,
  error,
  hideLabel,
  id,
  type = 'text',
  className,
  required,
  ...rest
}: TextInputProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldShell {...{ label, hint, error, hideLabel, inputId, hintId, errorId, required }}>
      <input
        id={inputId}
        type={type}
        className={[styles.control, className].filter(Boolean).join(' ')}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
    </FieldShell>
  );
}
