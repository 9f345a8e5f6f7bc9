import type { ComponentProps } from 'react';
import { FieldShell, useFieldIds, type FieldTextProps } from './field.tsx';
import fieldStyles from './field.module.css';
import styles from './textarea.module.css';

export type TextareaProps = Omit<ComponentProps<'textarea'>, 'children'> & FieldTextProps;

export function Textarea({
  label,
  hint,
  error,
  hideLabel,
  id,
  rows = 4,
  className,
  required,
  ...rest
}: TextareaProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldShell {...{ label, hint, error, hideLabel, inputId, hintId, errorId, required }}>
      <textarea
        id={inputId}
        rows={rows}
        className={[fieldStyles.control, styles.textarea, className].filter(Boolean).join(' ')}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
    </FieldShell>
  );
}
