import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import type { User } from '../../../../../domain/accounts/user.ts';
import { passwordMinLength } from '../../../../../domain/accounts/limits.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useLocale, useLocalePath } from '../../../lib/locale.ts';
import { useNativeApp } from '../../../lib/native-app.ts';
import { useContent } from '../../../lib/content-bundle/get-content.ts';
import { useUser } from '../../../lib/auth/get-user.ts';
import { useRegister } from '../api/register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FocusedErrorSummary } from '../components/focused-error-summary.tsx';
import { PasswordInput } from '../components/password-input.tsx';
import { SsoButtons } from '../components/sso-buttons.tsx';
import { issuesToErrors } from '../utils/form-errors.ts';
import { hasPendingSpecialTerms } from '../special-terms.ts';
import { useFormFeedback } from '../utils/use-form-feedback.ts';
import form from '../components/auth-form.module.css';

// The schemas (and zod) load on the first submit, not with the screen (decision 008).
const payloads = () => import('../../../../../domain/accounts/payloads.ts');

const fields = ['name', 'surname', 'email', 'username', 'password', 'newsletter'] as const;
type Field = (typeof fields)[number];
// The form has no repeat field (it copies the password), so a mismatch reads as a password error.
const folded = { password_confirmation: 'password' } as const;

// spec/portal.md §2: registration offers Google and Facebook, not Apple.
const registerProviders = ['google', 'facebook'] as const;

/** register: 'Registriere dich kostenlos'; then to verify, where the mail's link is awaited. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const nativeApp = useNativeApp();
  const { data: user } = useUser();
  const { data: content } = useContent();
  const register = useRegister();
  const id = useId();
  const ids = Object.fromEntries(fields.map((field) => [field, `${id}-${field}`])) as Record<
    Field,
    string
  >;
  const labels: Record<Field, string> = {
    name: t('auth.fields.name'),
    surname: t('auth.fields.surname'),
    email: t('auth.fields.email'),
    username: t('auth.fields.username'),
    password: t('auth.fields.password'),
    newsletter: t('newsletter.title'),
  };
  const feedback = useFormFeedback(fields, ids, labels, folded);
  const [values, setValues] = useState({
    name: '',
    surname: '',
    email: '',
    username: '',
    password: '',
    newsletter: false,
  });

  const afterRegistration = (registered: User) =>
    localePath(registered.isVerified ? '/verified' : '/verify');

  if (user && register.isIdle) {
    return <Navigate to={localePath(user.isVerified ? '/home' : '/verify')} replace />;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { registerPayloadSchema } = await payloads();
    const parsed = registerPayloadSchema.safeParse({
      ...values,
      password_confirmation: values.password,
      gender: 'u',
      // Submitting accepts privacy policy and terms; the note above the button says so.
      terms: true,
      lang: locale,
      // An Active Spotter acceptance given before the account existed (spec/portal.md §4).
      ...(hasPendingSpecialTerms() ? { special_terms_accepted: true } : {}),
    });
    if (!parsed.success) {
      feedback.fail(issuesToErrors(parsed.error.issues, fields, folded));
      return;
    }
    feedback.clear();
    register.mutate(parsed.data, {
      onSuccess: (registered) => navigate(afterRegistration(registered), { replace: true }),
      onError: feedback.failWith,
    });
  }

  const set = (field: keyof typeof values) => (event: { target: HTMLInputElement }) =>
    setValues({
      ...values,
      [field]: field === 'newsletter' ? event.target.checked : event.target.value,
    });
  const text = (field: 'name' | 'surname' | 'email' | 'username', autoComplete: string) => ({
    id: ids[field],
    name: field,
    autoComplete,
    required: true,
    value: values[field],
    onChange: set(field),
    error: feedback.fieldError(field),
  });
  const providers = nativeApp
    ? []
    : registerProviders.filter((provider) => content?.settings.sso_providers.includes(provider));

  return (
    <AuthCard
      title={t('auth.register.title')}
      lead={t('auth.register.lead')}
      footer={
        <p className={form.switch}>
          {t('auth.register.haveAccount')}{' '}
          <Link to={localePath('/login')}>{t('auth.register.login')}</Link>
        </p>
      }
    >
      <form className={form.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <FocusedErrorSummary {...feedback.summary} />
        <div className={form.pair}>
          <TextInput label={labels.name} {...text('name', 'given-name')} />
          <TextInput label={labels.surname} {...text('surname', 'family-name')} />
        </div>
        <TextInput
          label={labels.email}
          type="email"
          inputMode="email"
          {...text('email', 'email')}
        />
        <TextInput
          label={labels.username}
          hint={t('auth.register.usernameHint')}
          autoCapitalize="none"
          spellCheck={false}
          {...text('username', 'username')}
        />
        <PasswordInput
          id={ids.password}
          label={labels.password}
          hint={t('auth.password.hint', { min: passwordMinLength })}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={set('password')}
          error={feedback.fieldError('password')}
        />
        <Checkbox
          id={ids.newsletter}
          label={t('auth.register.newsletter')}
          name="newsletter"
          checked={values.newsletter}
          onChange={set('newsletter')}
          error={feedback.fieldError('newsletter')}
        />
        <p className={form.note}>
          <Trans
            i18nKey="auth.register.terms"
            components={{
              privacy: <Link to={localePath('/meta/datenschutz')} />,
              terms: <Link to={localePath('/meta/nutzungsbedingungen')} />,
            }}
          />
        </p>
        <Button type="submit" fullWidth loading={register.isPending || register.isSuccess}>
          {t('auth.register.submit')}
        </Button>
      </form>
      <SsoButtons providers={providers} redirect={localePath('/home')} intent="register" />
    </AuthCard>
  );
}
