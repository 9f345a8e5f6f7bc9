import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RateLimitError, ValidationError } from '../../../lib/api-errors.ts';
import type { SummaryItem } from '../components/form-error-summary.tsx';
import { serverErrors, useErrorText, type FieldErrors, type Folded } from './form-errors.ts';
import { textOf } from '../../../lib/i18n.ts';

const noFolding = {};

/**
 * Error state of one sign-in form: message keys per field (translated when shown, so a
 * language switch re-words them), a form-wide message, and a counter of failed submits that
 * moves focus to the error block each time.
 */
export function useFormFeedback<F extends string>(
  fields: readonly F[],
  ids: Record<F, string>,
  labels: Record<F, string>,
  folded: Folded<F> = noFolding,
) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [messageKey, setMessageKey] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);

  const fail = useCallback((fieldErrors: FieldErrors<F>, formMessageKey?: string) => {
    setErrors(fieldErrors);
    setMessageKey(formMessageKey);
    setAttempt((n) => n + 1);
  }, []);

  const clear = useCallback(() => {
    setErrors({});
    setMessageKey(undefined);
  }, []);

  /** A failed call: 422 under the fields, 429 and anything else as a form message. */
  const failWith = useCallback(
    (error: unknown) => {
      if (error instanceof ValidationError) {
        const fieldErrors = serverErrors(error, fields, folded);
        const shown = Object.keys(fieldErrors).length > 0;
        fail(fieldErrors, shown ? undefined : 'validation.invalid');
      } else if (error instanceof RateLimitError) {
        fail({}, 'auth.errors.tooMany');
      } else {
        fail({}, 'auth.errors.failed');
      }
    },
    [fail, fields, folded],
  );

  const fieldError = (field: F) => {
    const key = errors[field];
    return key ? errorText(key) : undefined;
  };

  const items: SummaryItem[] = fields.flatMap((field) => {
    const key = errors[field];
    return key ? [{ id: ids[field], label: labels[field], message: errorText(key) }] : [];
  });

  return {
    errors,
    fieldError,
    summary: {
      title: t('auth.errors.title'),
      items,
      message: messageKey ? textOf(t, messageKey) : undefined,
      attempt,
    },
    fail,
    failWith,
    clear,
  };
}
