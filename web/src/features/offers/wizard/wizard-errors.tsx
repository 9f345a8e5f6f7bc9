import { useTranslation } from '../../../lib/i18n.ts';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { validationMessage, type FieldErrors } from '../../../lib/forms/form-errors.ts';
import { fieldId, fieldLabel } from './steps/step-props.ts';

type Props = {
  errors: FieldErrors;
  /** Messages that belong to no field (a failed save). */
  formErrors: string[];
  /** Bumped on each failed Next or save: the summary takes focus every time. */
  attempt: number;
};

/**
 * The wizard's errors in the forms' one error summary (spec/offers.md §5/§8): every problem
 * of the step, the server's too, with a link to its field.
 */
export function WizardErrors({ errors, formErrors, attempt }: Props) {
  const { t } = useTranslation();
  const items = Object.entries(errors).flatMap(([field, key]) =>
    key
      ? [{ id: fieldId(field), label: fieldLabel(t, field), message: validationMessage(t, key) }]
      : [],
  );
  return (
    <ErrorSummary
      title={t('form.errorTitle')}
      items={items}
      message={formErrors.length ? formErrors.join(' ') : undefined}
      attempt={attempt}
    />
  );
}
