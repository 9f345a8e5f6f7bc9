import { currentLocale, textOf, type TFunction, useTranslation } from '../../../../lib/i18n.ts';
import { weekdays, type Weekday } from '../../../../../../domain/offers/constants.ts';
import { weekdayName } from '../../../../../../domain/shared/format.ts';
import { validationMessage, type FieldErrors } from '../../../../lib/forms/form-errors.ts';
import type { WizardDraft } from '../wizard-draft.ts';

/** What every step gets: the draft, a way to change it, and the messages per field. */
export type StepProps = {
  draft: WizardDraft;
  update(patch: Partial<WizardDraft> | ((draft: WizardDraft) => WizardDraft)): void;
  errors: FieldErrors;
};

/** The id of a field's control, so the error block can link to it. */
export const fieldId = (field: string) => `wizard-${field}`;

/** The translated message of a field, or undefined. */
export function useFieldError(errors: FieldErrors) {
  const { t } = useTranslation();
  return (field: string) => {
    const key = errors[field];
    return key ? validationMessage(t, key) : undefined;
  };
}

/** A field's name in the error block ("Dienstag: Beginn" for tuesday_start). */
export function fieldLabel(t: TFunction, field: string): string {
  const day = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)_(start|end)$/.exec(
    field,
  );
  if (day) {
    const name = weekdayName(weekdays.indexOf(day[1] as Weekday), currentLocale());
    return `${name}: ${textOf(t, `wizard.time.${day[2]}Time`)}`;
  }
  const key = `wizard.fields.${field}`;
  const label = textOf(t, key);
  return label === key ? t('wizard.fields.other') : label;
}
