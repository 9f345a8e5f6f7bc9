import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { isClientError } from '../../../lib/api-errors.ts';
import { useLocalePath } from '../../../lib/locale.ts';
import type { NewsletterStatus } from '../api/subscribe.ts';
import styles from './token-link-result.module.css';

type Props = {
  title: string;
  /** The call behind the mail's link (confirm or unsubscribe). */
  mutation: UseMutationResult<{ status: NewsletterStatus }, Error, string>;
  pending: string;
  success: string;
};

/**
 * The screen behind a link from a newsletter mail: reads ?token=, sends it exactly once
 * (React's development double effects must not use the one-time token twice), then says
 * what happened and leads back home.
 */
export function TokenLinkResult({ title, mutation, pending, success }: Props) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const sent = useRef<string | null>(null);
  const { mutate } = mutation;

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  // A missing token or an answer of 4xx (404 used/unknown, 422 malformed) means a bad link;
  // anything else (network, server) may work on a second try.
  const invalid = !token || (mutation.isError && isClientError(mutation.error));
  const failed = mutation.isError && !invalid;

  return (
    <section className={`container ${styles.screen}`} aria-labelledby="newsletter-result-title">
      <h1 id="newsletter-result-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.body} aria-live="polite">
        {invalid ? (
          <Alert tone="error">
            <p>{t('newsletter.link.invalid')}</p>
          </Alert>
        ) : failed ? (
          <Alert tone="error">
            <p>{t('newsletter.link.failed')}</p>
          </Alert>
        ) : mutation.isSuccess ? (
          <Alert tone="success">
            <p>{success}</p>
          </Alert>
        ) : (
          <Loader label={pending} showLabel />
        )}
      </div>
      <div className={styles.actions}>
        {failed ? (
          <Button variant="secondary" onClick={() => mutate(token)}>
            {t('newsletter.link.retry')}
          </Button>
        ) : null}
        <Link to={localePath('/')} className={buttonClassName({ variant: 'primary' })}>
          {t('errors.backToStart')}
        </Link>
      </div>
    </section>
  );
}
