import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { userQueryKey, useUser } from '../../../lib/auth/get-user.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { clearPendingSpecialTerms } from '../special-terms.ts';

/**
 * verified (no login needed; the mail's link may open on another device): the address is
 * confirmed. Active Spotters go on to the offers, everyone else to their profile. A signed-in
 * visitor whose address the server still calls unconfirmed is told so, and sent to verify.
 */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const queryClient = useQueryClient();
  const { data: user, isFetching } = useUser();
  const spotter = Boolean(user?.special_terms_accepted_at);

  // A user held from before the click still reads unverified: ask the server again.
  const stale = user ? !user.isVerified : false;
  useEffect(() => {
    if (stale) void queryClient.invalidateQueries({ queryKey: userQueryKey, exact: true });
  }, [stale, queryClient]);

  // spec/portal.md §4: with the acceptance stored on the account, nothing is pending any more.
  useEffect(() => {
    if (spotter) clearPendingSpecialTerms();
  }, [spotter]);

  // Signed in and still unverified once the server was asked again: say what is true.
  if (user && !user.isVerified && !isFetching) {
    return (
      <AuthCard title={t('auth.verified.notYetTitle')}>
        <Alert tone="warning">
          <p>{t('auth.verified.notYet')}</p>
        </Alert>
        <Link to={localePath('/verify')} className={buttonClassName({ fullWidth: true })}>
          {t('auth.verified.toVerify')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.verified.title')}>
      <Alert tone="success">
        <p>{t('auth.verified.success')}</p>
      </Alert>
      {spotter ? (
        <>
          <p>{t('auth.verified.spotter')}</p>
          <Link to={localePath('/angebot')} className={buttonClassName({ fullWidth: true })}>
            {t('auth.verified.start')}
          </Link>
        </>
      ) : (
        <>
          <p>{t('auth.verified.welcome')}</p>
          <Link
            to={localePath('/home?verified=1')}
            className={buttonClassName({ fullWidth: true })}
          >
            {t('auth.verified.toHome')}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
