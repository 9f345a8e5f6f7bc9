import { useTranslation } from '../../../../lib/i18n.ts';
import { targetGroups, type TargetGroup } from '../../../../../../domain/offers/constants.ts';
import { normaliseTargetGroups } from '../../../../../../domain/offers/wizard-rules.ts';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import styles from '../wizard.module.css';
import { fieldId } from './step-props.ts';

type Props = {
  value: TargetGroup[];
  error?: string;
  onChange(value: TargetGroup[]): void;
};

/**
 * Who the entry is for (spec/offers.md §4 Target group rule): 'all' and the specific groups
 * exclude each other, all four specific groups become 'all', and an empty choice is 'all'.
 */
export function TargetGroupField({ value, error, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset
      className={styles.flags}
      aria-describedby={error ? 'wizard-targetgroup-error' : undefined}
    >
      <legend className={styles.question}>{t('wizard.fields.targetgroup')}</legend>
      {targetGroups.map((group, index) => (
        <Checkbox
          key={group}
          id={index === 0 ? fieldId('targetgroup') : undefined}
          label={t(`offers.targetgroups.${group}`)}
          checked={value.includes(group)}
          onChange={() => onChange(normaliseTargetGroups(value, group))}
        />
      ))}
      {error ? (
        <p id="wizard-targetgroup-error" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
