import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { FocusedErrorSummary } from '../components/focused-error-summary.tsx';
import { PasswordInput } from '../components/password-input.tsx';
import { SsoButtons } from '../components/sso-buttons.tsx';
import type { FieldErrors } from '../utils/form-errors.ts';
import { safeRedirect } from '../utils/safe-redirect.ts';
import { useFormFeedback } from '../utils/use-form-feedback.ts';
import form from '../components/auth-form.module.css';
import { textOf } from '../../../lib/i18n.ts';

const fields = ['email', 'password'] as const;

// error=… on /login, set by the server when single sign-on came back without a session.
const ssoErrors: Record<string, string> = {
  sso_mismatch: 'validation.login.mismatch',
  sso_failed: 'auth.login.ssoFailed',
};

/** login: e-mail or username, password, remember me; then back to where the visitor was. */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: user } = useUser();
  const { data: content } = useContent();
  const login = useLogin();
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password` };
  const labels = { email: t('auth.fields.login'), password: t('auth.fields.password') };
  const feedback = useFormFeedback(fields, ids, labels);
  const [values, setValues] = useState({ email: '', password: '', remember: true });

  // The guard put the full target (with /en) into `redirect`; only paths of this site count.
  const target = safeRedirect(params.get('redirect')) ?? localePath('/home');
  const destination = (signedIn: User) => (signedIn.isVerified ? target : localePath('/verify'));
  const ssoError = ssoErrors[params.get('error') ?? ''];

  // Someone already signed in has nothing to do here.
  if (user && login.isIdle) return <Navigate to={destination(user)} replace />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Only "filled in?" here: the rules of the password are the server's business at login,
    // and the most visited form stays free of zod.
    const email = values.email.trim();
    const missing: FieldErrors<(typeof fields)[number]> = {};
    if (!email) missing.email = 'validation.required';
    if (!values.password) missing.password = 'validation.required';
    if (missing.email || missing.password) {
      feedback.fail(missing);
      return;
    }
    feedback.clear();
    login.mutate(
      { ...values, email },
      {
        onSuccess: (signedIn) => navigate(destination(signedIn), { replace: true }),
        onError: feedback.failWith,
      },
    );
  }

  const forgotPath = values.email.includes('@')
    ? `${localePath('/password/forgot')}?email=${encodeURIComponent(values.email.trim())}`
    : localePath('/password/forgot');
  const providers = content?.settings.sso_providers ?? [];

  return (
    <AuthCard
      title={t('auth.login.title')}
      lead={t('auth.login.lead')}
      footer={
        <p className={form.switch}>
          {t('auth.login.noAccount')}{' '}
          <Link to={localePath('/register')}>{t('auth.login.register')}</Link>
        </p>
      }
    >
      {ssoError && feedback.summary.attempt === 0 ? (
        <Alert tone="error">{textOf(t, ssoError)}</Alert>
      ) : null}
      <form className={form.form} noValidate onSubmit={onSubmit}>
        <FocusedErrorSummary {...feedback.summary} />
        <TextInput
          id={ids.email}
          label={labels.email}
          name="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
          error={feedback.fieldError('email')}
        />
        <PasswordInput
          id={ids.password}
          label={labels.password}
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          error={feedback.fieldError('password')}
        />
        <div className={form.row}>
          <Checkbox
            label={t('auth.login.remember')}
            name="remember"
            checked={values.remember}
            onChange={(event) => setValues({ ...values, remember: event.target.checked })}
          />
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
