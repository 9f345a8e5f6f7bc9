import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationError } from '../../../lib/api-errors.ts';
import { validationMessage } from '../../../lib/forms/form-errors.ts';

/** Message keys per field, at most one per field (the first the schema or server reported). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Payload keys the form shows under another field (a copied confirmation under the password). */
export type Folded<F extends string> = Readonly<Record<string, F>>;

type Issue = { path: readonly PropertyKey[]; message: string };

function collect<F extends string>(
  entries: Iterable<[string, string | undefined]>,
  fields: readonly F[],
  folded: Folded<F>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [key, message] of entries) {
    const field = fields.find((name) => name === (folded[key] ?? key));
    if (field && message && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The domain schema's issues as field errors of the form's own fields. */
export function issuesToErrors<F extends string>(
  issues: readonly Issue[],
  fields: readonly F[],
  folded: Folded<F> = {},
): FieldErrors<F> {
  return collect(
    issues.map((issue) => [String(issue.path[0]), issue.message]),
    fields,
    folded,
  );
}

/** A 422 answer's errors for the form's fields; keys the form does not show are left out. */
export function serverErrors<F extends string>(
  error: ValidationError,
  fields: readonly F[],
  folded: Folded<F> = {},
): FieldErrors<F> {
  return collect(
    Object.entries(error.errors).map(([key, messages]) => [key, messages[0]]),
    fields,
    folded,
  );
}

// The login schema says just 'required'.
const aliases: Record<string, string> = { required: 'validation.required' };

/**
 * Turns a message key from the domain schema or the server ('validation.password.min',
 * 'auth.failed') into text; anything unknown reads as a general "please check".
 */
export function useErrorText() {
  const { t } = useTranslation();
  return useCallback((key: string) => validationMessage(t, aliases[key] ?? key), [t]);
}
