import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import { passwordMinLength } from '../../../../../domain/accounts/limits.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { ValidationError } from '../../../lib/api-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { PasswordInput } from '../components/password-input.tsx';
import { useFocusOnMount } from '../components/use-focus-on-mount.ts';
import form from '../components/auth-form.module.css';

// The schema (and zod) loads when the form is first used, not with the screen (decision 008).
const resetSchema = () =>
  import('../../../../../domain/accounts/payloads.ts').then((m) => m.resetPasswordSchema);

/** password/reset?email=…&token=…: the link of the reset mail; sets a new password. */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  // A link without its address or token cannot work; the server's answer counts as well.
  const brokenLink = !email || !token;
  const [invalid, setInvalid] = useState(brokenLink);
  const { formProps, failWith, field, summary } = useSchemaForm({
    schema: resetSchema,
    defaultValues: { password: '', password_confirmation: '' },
    toPayload: (values) => ({ email, token, ...values }),
    labels: {
      password: t('auth.reset.password'),
      password_confirmation: t('auth.reset.repeat'),
    },
  });

  const send = formProps(
    (payload) =>
      reset.mutate(payload, {
        onError: (error) => {
          if (error instanceof ValidationError && error.errors.email?.includes('passwords.token'))
            setInvalid(true);
          else failWith(error);
        },
      }),
    // Only the link's own parts are wrong (no field of the form): the link is broken.
    (errors) => {
      const linkOnly = !errors.password && !errors.password_confirmation;
      if (linkOnly) setInvalid(true);
      return linkOnly;
    },
  );

  let body;
  if (reset.isSuccess) body = <Done />;
  else if (invalid) body = <InvalidLink email={email} focus={!brokenLink} />;
  else
    body = (
      <form className={form.form} {...send}>
        <ErrorSummary {...summary} />
        <PasswordInput
          {...field('password')}
          hint={t('auth.password.hint', { min: passwordMinLength })}
          autoComplete="new-password"
          required
        />
        <PasswordInput {...field('password_confirmation')} autoComplete="new-password" required />
        <Button type="submit" fullWidth loading={reset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    );

  return (
    <AuthCard
      title={t('auth.reset.title')}
      lead={invalid || reset.isSuccess ? undefined : t('auth.reset.lead')}
      footer={
        reset.isSuccess ? undefined : <Link to={localePath('/login')}>{t('auth.backToLogin')}</Link>
      }
    >
      {body}
    </AuthCard>
  );
}

function Done() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} className={form.done}>
      <Alert tone="success" title={t('auth.reset.doneTitle')}>
        <p>{t('auth.reset.done')}</p>
      </Alert>
      <Link to={localePath('/login')} className={buttonClassName({ fullWidth: true })}>
        {t('auth.reset.toLogin')}
      </Link>
    </div>
  );
}

/** `focus`: the message replaces the form just sent (not when the page opened with it). */
function InvalidLink({ email, focus }: { email: string; focus: boolean }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const ref = useFocusOnMount<HTMLDivElement>(focus);
  const forgot =
    localePath('/password/forgot') + (email ? `?email=${encodeURIComponent(email)}` : '');
  return (
    <div ref={ref} tabIndex={-1} className={form.done}>
      <Alert tone="error" title={t('auth.reset.invalidTitle')}>
        <p>{t('auth.reset.invalid')}</p>
      </Alert>
      <Link to={forgot} className={buttonClassName({ fullWidth: true })}>
        {t('auth.reset.requestNew')}
      </Link>
    </div>
  );
}
