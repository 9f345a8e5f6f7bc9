import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { RateLimitError, ValidationError } from '../../../lib/api-errors.ts';
import { useLocalePath } from '../../../lib/locale.ts';
import { useSubscribe } from '../api/subscribe.ts';
import styles from './newsletter-form.module.css';
import { textOf } from '../../../lib/i18n.ts';

type FormErrors = { field?: string; form?: string };

// The server answers with short codes ("required", "email"); anything else reads as invalid.
const knownCodes = new Set(['required', 'email']);

/**
 * Newsletter sign-up (double opt-in): e-mail, then a note to confirm via the mail's link and
 * a way to send that mail again. Server field errors show under the field and above the form.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const headingId = useId();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [sentTo, setSentTo] = useState<string | undefined>();
  const subscribe = useSubscribe();

  const focusInput = () => document.getElementById(inputId)?.focus();

  function messageFor(error: unknown): FormErrors {
    if (error instanceof ValidationError) {
      const code = error.errors.email?.[0];
      const field = textOf(
        t,
        `newsletter.errors.${code && knownCodes.has(code) ? code : 'invalid'}`,
      );
      return { field, form: field };
    }
    if (error instanceof RateLimitError) return { form: t('newsletter.errors.tooMany') };
    return { form: t('newsletter.errors.failed') };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      const field = t('newsletter.errors.required');
      setErrors({ field, form: field });
      focusInput();
      return;
    }
    setErrors({});
    subscribe.mutate(value, {
      onSuccess: () => setSentTo(value),
      onError: (error) => {
        const next = messageFor(error);
        setErrors(next);
        if (next.field) focusInput();
      },
    });
  }

  return (
    <section className={styles.newsletter} aria-labelledby={headingId}>
      <div className={styles.intro}>
        <Mail className={styles.icon} size={36} aria-hidden="true" />
        <h2 id={headingId} className={styles.title}>
          {t('newsletter.title')}
        </h2>
        <p className={styles.text}>{t('newsletter.intro')}</p>
      </div>
      {sentTo ? (
        <Confirmation email={sentTo} />
      ) : (
        <form className={styles.form} noValidate onSubmit={onSubmit}>
          {errors.form ? (
            <Alert tone="error" title={errors.field ? t('newsletter.errors.title') : undefined}>
              <p>{errors.form}</p>
            </Alert>
          ) : null}
          <TextInput
            id={inputId}
            label={t('newsletter.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.field}
          />
          <Button type="submit" variant="primary" loading={subscribe.isPending}>
            {subscribe.isPending ? t('newsletter.sending') : t('newsletter.submit')}
          </Button>
          <p className={styles.privacy}>
            {t('newsletter.privacy')}{' '}
            <Link to={localePath('/meta/datenschutz')}>{t('newsletter.privacyLink')}</Link>.
          </p>
        </form>
      )}
    </section>
  );
}

/** Shown instead of the form once the mail is out; focus moves here so it is read aloud. */
function Confirmation({ email }: { email: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const resend = useSubscribe();
  const [resent, setResent] = useState<'sent' | 'failed' | 'tooMany' | undefined>();

  useEffect(() => {
    ref.current?.focus();
  }, []);

  function sendAgain() {
    setResent(undefined);
    resend.mutate(email, {
      onSuccess: () => setResent('sent'),
      onError: (error) => setResent(error instanceof RateLimitError ? 'tooMany' : 'failed'),
    });
  }

  return (
    <div ref={ref} tabIndex={-1} className={styles.confirmation}>
      <Alert tone="success">
        <p>{t('newsletter.confirmation')}</p>
      </Alert>
      <div className={styles.resend}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={sendAgain}
          disabled={resend.isPending}
          aria-busy={resend.isPending || undefined}
        >
          {resend.isPending ? t('newsletter.sending') : t('newsletter.sendAgain')}
        </button>
        {/* Always in the page, so the change of its text is announced. */}
        <p role="status" className={resent === 'sent' ? styles.resent : styles.resendError}>
          {resent === 'sent'
            ? t('newsletter.sentAgain')
            : resent === 'tooMany'
              ? t('newsletter.errors.tooMany')
              : resent === 'failed'
                ? t('newsletter.errors.failed')
                : ''}
        </p>
      </div>
    </div>
  );
}
