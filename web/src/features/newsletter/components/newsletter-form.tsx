import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { RateLimitError } from '../../../lib/api-errors.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useLocalePath } from '../../../lib/locale.ts';
import { useSubscribe } from '../api/subscribe.ts';
import card from '../../../components/ui/card.module.css';
import styles from './newsletter-form.module.css';

// The schema (and zod) loads when the form is first used, not with the page.
const subscribeSchema = () =>
  import('../../../../../domain/newsletter/subscription.ts').then(
    (m) => m.newsletterSubscribeSchema,
  );

type Props = {
  /** 'compact': the footer's smaller version with its own heading (name of the region). */
  variant?: 'card' | 'compact';
};

/**
 * Newsletter sign-up (double opt-in): e-mail, then a note to confirm via the mail's link and
 * a way to send that mail again. Field errors show under the field and in the summary.
 */
export function NewsletterForm({ variant = 'card' }: Props) {
  const compact = variant === 'compact';
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const headingId = useId();
  const [sentTo, setSentTo] = useState<string | undefined>();
  const subscribe = useSubscribe();
  const { formProps, failWith, field, summary } = useSchemaForm({
    schema: subscribeSchema,
    defaultValues: { email: '' },
    labels: { email: t('newsletter.email') },
    failures: {
      invalid: 'newsletter.errors.invalid',
      tooMany: 'newsletter.errors.tooMany',
      failed: 'newsletter.errors.failed',
    },
  });

  const send = formProps(({ email }) =>
    subscribe.mutate(email, { onSuccess: () => setSentTo(email), onError: failWith }),
  );

  return (
    <section
      className={`${card.split} ${styles.newsletter}${compact ? ` ${styles.compact}` : ''}`}
      aria-labelledby={headingId}
    >
      <div className={card.splitIntro}>
        {compact ? null : <Mail className={styles.icon} size={36} aria-hidden="true" />}
        <h2 id={headingId} className={styles.title}>
          {t(compact ? 'newsletter.footerTitle' : 'newsletter.title')}
        </h2>
        <p className={styles.text}>{t('newsletter.intro')}</p>
      </div>
      {sentTo ? (
        <Confirmation email={sentTo} />
      ) : (
        <form className={styles.form} {...send}>
          <ErrorSummary {...summary} />
          <TextInput
            {...field('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <Button type="submit" variant="primary" loading={subscribe.isPending}>
            {subscribe.isPending
              ? t('newsletter.sending')
              : // Beside the header's "Anmelden" (log in) the footer's button says what it does.
                t(compact ? 'newsletter.footerSubmit' : 'newsletter.submit')}
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

type Resent = 'sent' | 'failed' | 'tooMany' | { wait: number };

/** "Not sent (yet)", with the wait in seconds, or in minutes once it is longer than that. */
function notSentYet(t: ReturnType<typeof useTranslation>['t'], seconds: number): string {
  if (seconds <= 90) return t('newsletter.notSentSeconds', { count: seconds });
  return t('newsletter.notSentMinutes', { count: Math.ceil(seconds / 60) });
}

/** Shown instead of the form once the mail is out; focus moves here so it is read aloud. */
function Confirmation({ email }: { email: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const resend = useSubscribe();
  const [resent, setResent] = useState<Resent | undefined>();

  useEffect(() => {
    ref.current?.focus();
  }, []);

  function sendAgain() {
    setResent(undefined);
    resend.mutate(email, {
      onSuccess: () => setResent('sent'),
      onError: (error) =>
        setResent(
          error instanceof RateLimitError
            ? // Nothing was sent: say so and when asking again will work.
              error.retryAfter
              ? { wait: error.retryAfter }
              : 'tooMany'
            : 'failed',
        ),
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
                : resent
                  ? notSentYet(t, resent.wait)
                  : ''}
        </p>
      </div>
    </div>
  );
}
