import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  offerLimits,
  reportReasons,
  type ReportReason,
} from '../../../../../domain/offers/constants.ts';
import type { ReportPayload } from '../../../../../domain/offers/types.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, ValidationError } from '../../../lib/api-errors.ts';
import { useReport } from '../api/report.ts';
import styles from './detail.module.css';

export type ReportTarget = { id: number; type: ReportPayload['type'] };

type Draft = { reason: ReportReason | null; custom: boolean; message: string };
const emptyDraft: Draft = { reason: null, custom: false, message: '' };
type Errors = Partial<Record<'reason' | 'custom' | 'message', string>>;

type Props = {
  target: ReportTarget;
  onSent: () => void;
  onCancel?: () => void;
};

/**
 * The report of spec/offers.md §4/§5: a reason, or a custom message of at most 250
 * characters. Choosing a reason clears the custom flag; typing a message sets it and clears
 * the reason. Field errors of the server show next to their fields; a second report of the
 * same offer (409) says so plainly.
 */
export function ReportForm({ target, onSent, onCancel }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const report = useReport();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<'already' | null>(null);

  function chooseReason(reason: ReportReason) {
    setDraft({ reason, custom: false, message: '' });
    setErrors({});
  }

  function type(message: string) {
    setDraft({ reason: null, custom: message.length > 0, message });
    setErrors((e) => ({ ...e, message: undefined, reason: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (report.isPending) return;
    const message = draft.message.trim();
    if (!draft.reason && !message) {
      setErrors({ reason: t('offerDetail.report.choose') });
      return;
    }
    setNotice(null);
    const payload: ReportPayload = {
      type: target.type,
      target_id: target.id,
      reason: draft.custom ? null : draft.reason,
      custom: draft.custom,
      message: draft.custom ? message : null,
    };
    report.mutate(payload, {
      onSuccess: () => {
        setDraft(emptyDraft);
        setErrors({});
        onSent();
      },
      onError: (error) => {
        if (error instanceof ValidationError) {
          const first = (key: keyof Errors) => error.errors[key]?.[0];
          setErrors({
            reason: first('reason'),
            custom: first('custom'),
            message: first('message'),
          });
        } else if (error instanceof ApiError && error.status === 409) {
          setNotice('already');
        } else {
          // spec/offers.md §8: other failures are logged only.
          console.error('Report failed', error);
        }
      },
    });
  }

  const errorId = (key: keyof Errors) => (errors[key] ? `${formId}-${key}-error` : undefined);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>{t('offerDetail.report.intro')}</p>
      {notice === 'already' ? (
        <Alert tone="warning">{t('offerDetail.report.already')}</Alert>
      ) : null}
      <fieldset
        className={styles.radios}
        aria-describedby={errorId('reason') ?? errorId('custom')}
        aria-invalid={errors.reason ? true : undefined}
      >
        <legend>{t('offerDetail.report.reasons')}</legend>
        {reportReasons.map((reason) => (
          <label key={reason} className={styles.radio}>
            <input
              type="radio"
              name={`${formId}-reason`}
              value={reason}
              checked={draft.reason === reason}
              onChange={() => chooseReason(reason)}
            />
            {t(`offerDetail.report.reason.${reason}`)}
          </label>
        ))}
        {errors.reason ? (
          <p id={errorId('reason')} className={styles.fieldError}>
            {errors.reason}
          </p>
        ) : null}
        {errors.custom ? (
          <p id={errorId('custom')} className={styles.fieldError}>
            {errors.custom}
          </p>
        ) : null}
      </fieldset>
      <Textarea
        label={t('offerDetail.report.message')}
        value={draft.message}
        maxLength={offerLimits.reportMessage}
        onChange={(event) => type(event.target.value)}
        hint={t('offerDetail.report.counter', {
          count: draft.message.length,
          max: offerLimits.reportMessage,
        })}
        error={errors.message}
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
