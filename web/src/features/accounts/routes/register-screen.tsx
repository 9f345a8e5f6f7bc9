import { useTranslation } from '../../../lib/i18n.ts';
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
import { TaggedText } from '../../../components/tagged-text.tsx';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { FormOutcomeAlert } from '../../../components/form/form-outcome-alert.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { PasswordInput } from '../components/password-input.tsx';
import { SsoButtons } from '../components/sso-buttons.tsx';
import { hasPendingSpecialTerms, useSpotterCampaignOpen } from '../special-terms.ts';
import styles from '../components/auth-form.module.css';

// The schema (and zod) loads when the form is first used, not with the screen (decision 008).
const registerSchema = () =>
  import('../../../../../domain/accounts/payloads.ts').then((m) => m.registerPayloadSchema);

type Values = {
  name: string;
  surname: string;
  email: string;
  username: string;
  password: string;
  newsletter: boolean;
};
// The form has no repeat field (it copies the password), so a mismatch reads as a password error.
const folded = { password_confirmation: 'password' } as const;

// spec/portal.md §2: registration offers Google and Facebook, not Apple.
const registerProviders = ['google', 'facebook'] as const;

/** register: 'Registriere dich kostenlos'; then to verify, where the mail's link is awaited. */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const nativeApp = useNativeApp();
  const { data: user } = useUser();
  const { data: content } = useContent();
  const register = useRegister();
  const campaignOpen = useSpotterCampaignOpen();
  const labels = {
    name: t('auth.fields.name'),
    surname: t('auth.fields.surname'),
    email: t('auth.fields.email'),
    username: t('auth.fields.username'),
    password: t('auth.fields.password'),
    newsletter: t('newsletter.title'),
  };
  const { formProps, failWith, field, summary } = useSchemaForm({
    schema: registerSchema,
    defaultValues: {
      name: '',
      surname: '',
      email: '',
      username: '',
      password: '',
      newsletter: false,
    },
    toPayload: (values: Values) => ({
      ...values,
      password_confirmation: values.password,
      gender: 'u',
      // Submitting accepts privacy policy and terms; the note above the button says so.
      terms: true,
      lang: locale,
      // An Active Spotter acceptance given before the account existed (spec/portal.md §4).
      // After the campaign's end it is no longer sent: the server would refuse the sign-up.
      ...(hasPendingSpecialTerms() && campaignOpen ? { special_terms_accepted: true } : {}),
    }),
    labels,
    folded,
  });

  const afterRegistration = (registered: User) =>
    localePath(registered.isVerified ? '/verified' : '/verify');

  if (user && register.isIdle) {
    return <Navigate to={localePath(user.isVerified ? '/home' : '/verify')} replace />;
  }

  const send = formProps((payload) =>
    register.mutate(payload, {
      onSuccess: (registered) => navigate(afterRegistration(registered), { replace: true }),
      onError: failWith,
    }),
  );

  const providers = nativeApp
    ? []
    : registerProviders.filter((provider) => content?.settings.sso_providers.includes(provider));

  return (
    <AuthCard
      title={t('auth.register.title')}
      lead={t('auth.register.lead')}
      footer={
        <p className={styles.switch}>
          {t('auth.register.haveAccount')}{' '}
          <Link to={localePath('/login')}>{t('auth.register.login')}</Link>
        </p>
      }
    >
      {/* The server's answer to the form sent without the app. */}
      {summary.attempt === 0 ? <FormOutcomeAlert labels={labels} /> : null}
      <form className={styles.form} {...send}>
        <ErrorSummary {...summary} />
        <div className={styles.pair}>
          <TextInput {...field('name')} autoComplete="given-name" required />
          <TextInput {...field('surname')} autoComplete="family-name" required />
        </div>
        <TextInput
          {...field('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
        <TextInput
          {...field('username')}
          hint={t('auth.register.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <PasswordInput
          {...field('password')}
          hint={t('auth.password.hint', { min: passwordMinLength })}
          autoComplete="new-password"
          required
        />
        <Checkbox {...field('newsletter')} label={t('auth.register.newsletter')} />
        <p className={styles.note}>
          <TaggedText
            text={t('auth.register.terms')}
            tags={{
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
