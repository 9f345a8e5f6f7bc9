import { useTranslation } from '../../../../lib/i18n.ts';
import { offerLimits } from '../../../../../../domain/offers/constants.ts';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { UploadField } from '../../../media/upload-field.tsx';
import styles from '../wizard.module.css';
import { fieldId, useFieldError, type StepProps } from './step-props.ts';
import { TargetGroupField } from './target-group-field.tsx';

/**
 * 'Complete The Details' (spec/offers.md §2 step 5, §5 Details form). Which fields show and
 * which are required depends on the type; a web address only for official users, never for
 * club locations (the club has its own).
 */
export function DetailsStep({
  draft,
  update,
  errors,
  official,
}: StepProps & { official: boolean }) {
  const { t } = useTranslation();
  const error = useFieldError(errors);
  const type = draft.type ?? 'entry';
  const counter = (value: string, max: number) => t('wizard.counter', { count: value.length, max });

  return (
    <div className={styles.stack}>
      <TextInput
        id={fieldId('title')}
        label={t('wizard.fields.title')}
        required={type !== 'spot'}
        maxLength={offerLimits.title}
        value={draft.title}
        hint={counter(draft.title, offerLimits.title)}
        error={error('title')}
        onChange={(event) => update({ title: event.target.value })}
      />
      <Textarea
        id={fieldId('description')}
        label={t('wizard.fields.description')}
        required={type !== 'place'}
        maxLength={offerLimits.description}
        rows={5}
        value={draft.description}
        hint={counter(draft.description, offerLimits.description)}
        error={error('description')}
        onChange={(event) => update({ description: event.target.value })}
      />
      <UploadField
        id={fieldId('image')}
        label={t('wizard.fields.image')}
        hint={t('wizard.details.imageHint')}
        kind="image"
        value={draft.image}
        error={error('image')}
        onChange={(file) => update({ image: file?.file ?? null })}
      />
      {type === 'entry' ? (
        <TargetGroupField
          value={draft.targetgroup}
          error={error('targetgroup')}
          onChange={(targetgroup) => update({ targetgroup })}
        />
      ) : null}
      <fieldset className={styles.flags}>
        <legend className={styles.question}>{t('wizard.details.properties')}</legend>
        {type !== 'place' ? (
          <Checkbox
            id={fieldId('free_offer')}
            label={t('wizard.fields.free_offer')}
            checked={draft.free_offer}
            error={error('free_offer')}
            onChange={(event) => update({ free_offer: event.target.checked })}
          />
        ) : null}
        <Checkbox
          id={fieldId('barrier_free')}
          label={t('wizard.fields.barrier_free')}
          checked={draft.barrier_free}
          error={error('barrier_free')}
          onChange={(event) => update({ barrier_free: event.target.checked })}
        />
        {type === 'entry' ? (
          <Checkbox
            id={fieldId('contact_mail')}
            label={t('wizard.fields.contact_mail')}
            hint={t('wizard.details.contactMailHint')}
            checked={draft.contact_mail}
            error={error('contact_mail')}
            onChange={(event) => update({ contact_mail: event.target.checked })}
          />
        ) : null}
      </fieldset>
      {official && type !== 'place' ? (
        <TextInput
          id={fieldId('contact_url')}
          type="url"
          label={t('wizard.fields.contact_url')}
          hint={t('wizard.details.contactUrlHint')}
          maxLength={offerLimits.contactUrl}
          value={draft.contact_url}
          error={error('contact_url')}
          onChange={(event) => update({ contact_url: event.target.value })}
        />
      ) : null}
    </div>
  );
}
