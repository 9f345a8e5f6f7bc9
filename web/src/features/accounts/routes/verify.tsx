import { useEffect, useRef, useState } from 'react';
import { textOf, useTranslation } from '../../../lib/i18n.ts';
import { TaggedText } from '../../../components/tagged-text.tsx';
import { Navigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { userQueryOptions } from '../../../lib/auth/get-user.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { AuthCard } from '../components/auth-card.tsx';
import styles from './verify.module.css';

/** spec/portal.md §9: the resend link appears after 1 s (with a 0.3 s fade, see the CSS). */
export const resendDelayMs = 1000;

// ?error=… from the server when the mail's link did not verify.
const linkErrors: Record<string, string> = {
  expired: 'auth.verify.expired',
  invalid: 'auth.verify.invalid',
};

/** verify (login required): asks to confirm the address via the mail's link. */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  // Coming back from the mail in another tab: look again, the address may be confirmed now.
  const { data: user } = useQuery({ ...userQueryOptions(), refetchOnWindowFocus: 'always' });
  const linkError = linkErrors[params.get('error') ?? ''];

  if (!user) {
    const search = params.toString();
    const here = encodeURIComponent(localePath('/verify') + (search ? `?${search}` : ''));
    return <Navigate to={`${localePath('/login')}?redirect=${here}`} replace />;
  }
  if (user.isVerified) return <Navigate to={localePath('/home')} replace />;

  return (
    <AuthCard title={t('auth.verify.title')}>
      {linkError ? <Alert tone="warning">{textOf(t, linkError)}</Alert> : null}
      <p>
        <TaggedText
          text={t('auth.verify.text', { email: user.email })}
          tags={{ strong: <strong className={styles.email} /> }}
        />
      </p>
      <p className={styles.hint}>{t('auth.verify.spam')}</p>
      <Resend email={user.email} />
    </AuthCard>
  );
}

function Resend({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const [offered, setOffered] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setOffered(true), resendDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  // The button goes away once clicked; the message in its place takes focus.
  useEffect(() => {
    if (resend.isSuccess || resend.isError) status.current?.focus();
  }, [resend.isSuccess, resend.isError]);

  const showButton = offered && (resend.isIdle || resend.isError);
  return (
    <div className={styles.resend}>
      {showButton ? (
        <Button variant="secondary" className={styles.fadeIn} onClick={() => resend.mutate()}>
          {t('auth.verify.resend')}
        </Button>
      ) : null}
      {resend.isPending ? <p role="status">{t('auth.verify.sending')}</p> : null}
      {resend.isSuccess ? (
        <p ref={status} tabIndex={-1} role="status" className={styles.sent}>
          {t('auth.verify.sent', { email })}
        </p>
      ) : null}
      {resend.isError ? (
        <p ref={status} tabIndex={-1} role="alert" className={styles.failed}>
          {t('auth.verify.failed')}
        </p>
      ) : null}
    </div>
  );
}
