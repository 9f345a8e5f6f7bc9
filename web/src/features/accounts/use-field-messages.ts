import { useTranslation } from 'react-i18next';
import type { SummaryItem } from './components/form-error-summary.tsx';
import { validationMessage, type FieldErrors } from '../../lib/forms/form-errors.ts';

/**
 * Translated messages of a form's errors: one per field (under the field), the list for the
 * error block in field order, and messages for fields the form does not show.
 */
export function useFieldMessages<F extends string>(
  errors: FieldErrors,
  fields: readonly F[],
  fieldId: (field: F) => string,
  labels: Record<F, string>,
) {
  const { t } = useTranslation();
  const message = (field: F) => {
    const key = errors[field];
    return key ? validationMessage(t, key) : undefined;
  };
  const summary: SummaryItem[] = fields
    .filter((field) => errors[field])
    .map((field) => ({ id: fieldId(field), label: labels[field], message: message(field) ?? '' }));
  const known = new Set<string>(fields);
  const otherMessages = Object.entries(errors)
    .filter(([field, key]) => !known.has(field) && key)
    .map(([, key]) => validationMessage(t, key));
  return { message, summary, otherMessages };
}
