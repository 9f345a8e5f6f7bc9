import { useTranslation } from '../../../../lib/i18n.ts';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import type { Weekday } from '../../../../../../domain/offers/constants.ts';
import { fieldId, useFieldError, type StepProps } from './step-props.ts';

type TimeField = 'time_start' | 'time_end' | `${Weekday}_start` | `${Weekday}_end`;

/**
 * A time as H:MM or HH:MM. A text field, not a time picker: hours run to 29 for evenings that
 * end after midnight (spec/offers.md §5), which a clock picker cannot take.
 */
export function TimeInput({
  field,
  label,
  draft,
  update,
  errors,
}: StepProps & { field: TimeField; label: string }) {
  const { t } = useTranslation();
  const error = useFieldError(errors)(field);
  return (
    <TextInput
      id={fieldId(field)}
      label={label}
      hint={t('wizard.time.timeHint')}
      inputMode="numeric"
      autoComplete="off"
      placeholder="18:00"
      maxLength={5}
      value={draft[field] ?? ''}
      error={error}
      onChange={(event) => update({ [field]: event.target.value })}
    />
  );
}
