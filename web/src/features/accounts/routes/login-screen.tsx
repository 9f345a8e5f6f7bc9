import { textOf, useTranslation } from '../../../lib/i18n.ts';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { User } from '../../../../../domain/accounts/user.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { useContent } from '../../../lib/content-bundle/get-content.ts';
import { useUser } from '../../../lib/auth/get-user.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { FormOutcomeAlert } from '../../../components/form/form-outcome-alert.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { PasswordInput } from '../components/password-input.tsx';
import { SsoButtons } from '../components/sso-buttons.tsx';
import { knownSsoProviderName } from '../sso.ts';
import { safeRedirect } from '../utils/safe-redirect.ts';
import styles from '../components/auth-form.module.css';

// The schema (and zod) loads when the visitor first focuses the form, not with the screen.
const loginSchema = () =>
  import('../../../../../domain/accounts/user.ts').then((m) => m.loginPayloadSchema);

// error=… on /login, set by the server when single sign-on came back without a session.
const ssoErrors: Record<string, string> = {
  sso_mismatch: 'validation.login.mismatch',
  sso_failed: 'auth.login.ssoFailed',
};

/** login: e-mail or username, password, remember me; then back to where the visitor was. */
export default function LoginScreen() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: user } = useUser();
  const { data: content } = useContent();
  const login = useLogin();
  const { form, formProps, failWith, field, summary } = useSchemaForm({
    schema: loginSchema,
    defaultValues: { email: '', password: '', remember: true },
    labels: { email: t('auth.fields.login'), password: t('auth.fields.password') },
  });
  const email = form.watch('email');

  // The guard put the full target (with /en) into `redirect`; only paths of this site count.
  const target = safeRedirect(params.get('redirect')) ?? localePath('/home');
  const destination = (signedIn: User) => (signedIn.isVerified ? target : localePath('/verify'));
  const ssoError = ssoErrors[params.get('error') ?? ''];
  // The server names the provider that failed, so the message can say which one is down.
  const failedProvider = knownSsoProviderName(params.get('provider'));
  const ssoMessage =
    ssoError === 'auth.login.ssoFailed' && failedProvider
      ? t('auth.login.ssoFailedProvider', { provider: failedProvider })
      : ssoError && textOf(t, ssoError);

  // Someone already signed in has nothing to do here.
  if (user && login.isIdle) return <Navigate to={destination(user)} replace />;

  const send = formProps((payload) =>
    login.mutate(payload, {
      onSuccess: (signedIn) => navigate(destination(signedIn), { replace: true }),
      onError: failWith,
    }),
  );

  const forgotPath = email.includes('@')
    ? `${localePath('/password/forgot')}?email=${encodeURIComponent(email.trim())}`
    : localePath('/password/forgot');
  const providers = content?.settings.sso_providers ?? [];

  return (
    <AuthCard
      title={t('auth.login.title')}
      lead={t('auth.login.lead')}
      footer={
        <p className={styles.switch}>
          {t('auth.login.noAccount')}{' '}
          <Link to={localePath('/register')}>{t('auth.login.register')}</Link>
        </p>
      }
    >
      {ssoMessage && summary.attempt === 0 ? <Alert tone="error">{ssoMessage}</Alert> : null}
      {/* The server's answer to the form sent without the app. */}
      {summary.attempt === 0 ? <FormOutcomeAlert /> : null}
      <form className={styles.form} {...send}>
        <ErrorSummary {...summary} />
        <TextInput
          {...field('email')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <PasswordInput {...field('password')} autoComplete="current-password" required />
        <div className={styles.row}>
          <Checkbox {...field('remember')} label={t('auth.login.remember')} />
          <Link to={forgotPath}>{t('auth.login.forgot')}</Link>
        </div>
        <Button type="submit" fullWidth loading={login.isPending || login.isSuccess}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <SsoButtons providers={providers} redirect={target} intent="login" />
    </AuthCard>
  );
}
