import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { TaggedText } from '../../../components/tagged-text.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { ValidationError } from '../../../lib/api-errors.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useLocalePath } from '../../../lib/locale.ts';
import { useContactToken, useNoScriptContactToken } from '../api/get-contact-token.ts';
import { FormOutcomeAlert } from '../../../components/form/form-outcome-alert.tsx';
import { formOutcomeParam, readFormOutcome } from '../../../../../domain/shared/form-outcome.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import card from '../../../components/ui/card.module.css';
import styles from './contact-form.module.css';

// The schema (and zod) loads when the form is first used, not with the page.
const messageSchema = () =>
  import('../../../../../domain/contact/message.ts').then((m) => m.contactMessageSchema);

type Values = {
  name: string;
  email: string;
  subject: string;
  message: string;
  consent: boolean;
  homepage: string;
};

const empty: Values = {
  name: '',
  email: '',
  subject: '',
  message: '',
  consent: false,
  homepage: '',
};

/**
 * The contact form (meta/kontakt): name, e-mail, subject, message and consent, sent by mail to
 * the team. Spam protection without tracking (decision 023): a honeypot no person sees and the
 * server's signed token, whose age tells a robot's instant submit from a person's.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const [params] = useSearchParams();
  // A message sent without the app comes back to the page with `form=sent`.
  const [sent, setSent] = useState(() => readFormOutcome(params.get(formOutcomeParam))?.sent);
  const token = useContactToken();
  const noScriptToken = useNoScriptContactToken();
  const send = useSendContactMessage();
  const tokenValue = token.data;
  const labels = {
    name: t('contact.form.name'),
    email: t('contact.form.email'),
    subject: t('contact.form.subject'),
    message: t('contact.form.message'),
    consent: t('contact.form.consentLabel'),
  };
  const toPayload = useCallback(
    (values: Values) => ({ ...values, token: tokenValue ?? '' }),
    [tokenValue],
  );
  const { form, formProps, failWith, field, fieldId, summary } = useSchemaForm({
    schema: messageSchema,
    defaultValues: empty,
    toPayload,
    labels,
    failures: {
      // The only payload parts no field shows are the token and the honeypot.
      invalid: 'validation.contact.stale',
      tooMany: 'contact.form.tooMany',
      failed: 'contact.form.failed',
    },
  });

  const onSubmit = formProps(
    (payload) =>
      send.mutate(payload, {
        onSuccess: () => {
          form.reset(empty);
          setSent(true);
        },
        onError: (error) => {
          // A stale form gets a fresh token; the visitor sends again.
          if (error instanceof ValidationError && error.errors.token) void token.refetch();
          failWith(error);
        },
      }),
    () => {
      if (!tokenValue) void token.refetch();
      return false;
    },
  );

  function writeAnother() {
    setSent(false);
    void token.refetch();
  }

  return (
    <section className={`${card.split} ${styles.card}`} aria-labelledby={headingId}>
      <div className={card.splitIntro}>
        <h2 id={headingId} className={styles.title}>
          {t('contact.form.title')}
        </h2>
        <p className={styles.text}>{t('contact.form.intro')}</p>
      </div>
      {sent ? (
        <Confirmation onAnother={writeAnother} />
      ) : (
        <form className={styles.form} {...onSubmit}>
          {summary.attempt === 0 ? <FormOutcomeAlert labels={labels} /> : null}
          <ErrorSummary {...summary} />
          {/* Without JavaScript the form carries the token of the moment the page was made. */}
          <noscript>
            <input type="hidden" name="token" value={noScriptToken ?? ''} />
          </noscript>
          <TextInput {...field('name')} autoComplete="name" required />
          <TextInput
            {...field('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <TextInput {...field('subject')} required />
          <Textarea {...field('message')} rows={6} required />
          <Checkbox {...field('consent')} label={<ConsentText />} required />
          {/* The honeypot: off screen, out of the tab order and hidden from screen readers. */}
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor={fieldId('homepage')}>{t('contact.form.honeypot')}</label>
            <input
              id={fieldId('homepage')}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              {...form.register('homepage')}
            />
          </div>
          <Button type="submit" variant="primary" loading={send.isPending}>
            {send.isPending ? t('contact.form.sending') : t('contact.form.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}

function ConsentText() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <TaggedText
      text={t('contact.form.consent')}
      tags={{ privacy: <Link to={localePath('/meta/datenschutz')} /> }}
    />
  );
}

/** Shown instead of the form once the message is out; focus moves here so it is read aloud. */
function Confirmation({ onAnother }: { onAnother(): void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.confirmation}>
      <Alert tone="success">
        <p>{t('contact.form.sent')}</p>
      </Alert>
      <Button type="button" variant="secondary" onClick={onAnother}>
        {t('contact.form.another')}
      </Button>
    </div>
  );
}
