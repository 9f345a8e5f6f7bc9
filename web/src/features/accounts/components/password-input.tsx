import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Eye, EyeOff } from 'lucide-react';
import { FieldShell, useFieldIds } from '../../../components/ui/field.tsx';
import type { TextInputProps } from '../../../components/ui/text-input.tsx';
import fieldStyles from '../../../components/ui/field.module.css';
import styles from './password-input.module.css';

type PasswordInputProps = Omit<TextInputProps, 'type'>;

/**
 * A password field with a show/hide toggle. The toggle is a pressed/unpressed button with a
 * fixed name, so a screen reader says "Passwort anzeigen, gedrückt" once it shows the text.
 */
export function PasswordInput({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  required,
  ...rest
}: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FieldShell {...{ label, hint, error, hideLabel, inputId, hintId, errorId, required }}>
      <div className={styles.wrap}>
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={[fieldStyles.control, styles.input, className].filter(Boolean).join(' ')}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...rest}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon size={20} aria-hidden="true" />
          <span className="visually-hidden">{t('auth.password.show')}</span>
        </button>
      </div>
    </FieldShell>
  );
}
