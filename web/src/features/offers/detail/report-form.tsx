import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  offerLimits,
  reportReasons,
  type ReportReason,
} from '../../../../../domain/offers/constants.ts';
import type { ReportPayload } from '../../../../../domain/offers/types.ts';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, ValidationError } from '../../../lib/api-errors.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useReport } from '../api/report.ts';
import styles from './detail.module.css';

// The schema (and zod) loads when the form is first used, not with the panel.
const reportSchema = () =>
  import('../../../../../domain/offers/schemas.ts').then((m) => m.reportPayloadSchema);

export type ReportTarget = { id: number; type: ReportPayload['type'] };

type Values = { reason: ReportReason | null; message: string };

type Props = {
  target: ReportTarget;
  onSent: () => void;
  onCancel?: () => void;
};

/**
 * The report of spec/offers.md §4/§5: a reason, or a custom message of at most 250
 * characters. Choosing a reason clears the message; typing a message clears the reason.
 * Field errors show next to their fields and in the summary; a second report of the same
 * offer (409) says so plainly.
 */
export function ReportForm({ target, onSent, onCancel }: Props) {
  const { t } = useTranslation();
  const report = useReport();
  const [already, setAlready] = useState(false);
  const { form, formProps, failWith, fieldId, fieldError, field, summary } = useSchemaForm({
    schema: reportSchema,
    defaultValues: { reason: null, message: '' } as Values,
    toPayload: ({ reason, message }: Values) => {
      const custom = !reason && message.trim().length > 0;
      return {
        type: target.type,
        target_id: target.id,
        reason: custom ? null : reason,
        custom,
        message: custom ? message : null,
      };
    },
    labels: {
      reason: t('offerDetail.report.reasons'),
      message: t('offerDetail.report.message'),
    },
  });
  const [reason, message] = form.watch(['reason', 'message']);

  const send = formProps((payload) => {
    if (report.isPending) return;
    setAlready(false);
    report.mutate(payload as ReportPayload, {
      onSuccess: () => {
        form.reset();
        onSent();
      },
      onError: (error) => {
        if (error instanceof ValidationError) failWith(error);
        else if (error instanceof ApiError && error.status === 409) setAlready(true);
        // spec/offers.md §8: other failures are logged only.
        else console.error('Report failed', error);
      },
    });
  });

  const reasonError = fieldError('reason');
  const reasonErrorId = reasonError ? `${fieldId('reason')}-error` : undefined;
  const messageField = field('message');
  return (
    <form className={styles.form} {...send}>
      <p>{t('offerDetail.report.intro')}</p>
      <ErrorSummary {...summary} />
      {already ? <Alert tone="warning">{t('offerDetail.report.already')}</Alert> : null}
      <fieldset
        className={styles.radios}
        aria-describedby={reasonErrorId}
        aria-invalid={reasonError ? true : undefined}
      >
        <legend>{t('offerDetail.report.reasons')}</legend>
        {reportReasons.map((value, index) => (
          <label key={value} className={styles.radio}>
            <input
              type="radio"
              id={index === 0 ? fieldId('reason') : undefined}
              name={`${fieldId('reason')}-choice`}
              value={value}
              checked={reason === value}
              onChange={() => {
                form.setValue('reason', value);
                form.setValue('message', '');
                form.clearErrors();
              }}
            />
            {t(`offerDetail.report.reason.${value}`)}
          </label>
        ))}
        {reasonError ? (
          <p id={reasonErrorId} className={styles.fieldError}>
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <Textarea
        {...messageField}
        maxLength={offerLimits.reportMessage}
        onChange={(event) => {
          if (event.target.value) form.setValue('reason', null);
          form.clearErrors(['reason']);
          void messageField.onChange(event);
        }}
        hint={t('offerDetail.report.counter', {
          count: message.length,
          max: offerLimits.reportMessage,
        })}
        rows={4}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={report.isPending}>
          {t('offerDetail.report.submit')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('offerDetail.report.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
