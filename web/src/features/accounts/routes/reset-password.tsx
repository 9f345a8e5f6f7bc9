import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { passwordMinLength } from '../../../../../domain/accounts/limits.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { ValidationError } from '../../../lib/api-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FocusedErrorSummary } from '../components/focused-error-summary.tsx';
import { PasswordInput } from '../components/password-input.tsx';
import { useFocusOnMount } from '../components/use-focus-on-mount.ts';
import { issuesToErrors } from '../utils/form-errors.ts';
import { useFormFeedback } from '../utils/use-form-feedback.ts';
import form from '../components/auth-form.module.css';

// The schemas (and zod) load on the first submit, not with the screen (decision 008).
const payloads = () => import('../../../../../domain/accounts/payloads.ts');

const fields = ['password', 'password_confirmation'] as const;

/** password/reset?email=…&token=…: the link of the reset mail; sets a new password. */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const id = useId();
  const ids = { password: `${id}-password`, password_confirmation: `${id}-repeat` };
  const labels = {
    password: t('auth.reset.password'),
    password_confirmation: t('auth.reset.repeat'),
  };
  const feedback = useFormFeedback(fields, ids, labels);
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  // A link without its address or token cannot work; the server's answer counts as well.
  const brokenLink = !email || !token;
  const [invalid, setInvalid] = useState(brokenLink);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { resetPasswordSchema } = await payloads();
    const parsed = resetPasswordSchema.safeParse({ email, token, ...values });
    if (!parsed.success) {
      const errors = issuesToErrors(parsed.error.issues, fields);
      if (Object.keys(errors).length > 0) feedback.fail(errors);
      else setInvalid(true); // only the link's own parts are wrong
      return;
    }
    feedback.clear();
    reset.mutate(parsed.data, {
      onError: (error) => {
        if (error instanceof ValidationError && error.errors.email?.includes('passwords.token'))
          setInvalid(true);
        else feedback.failWith(error);
      },
    });
  }

  let body;
  if (reset.isSuccess) body = <Done />;
  else if (invalid) body = <InvalidLink email={email} focus={!brokenLink} />;
  else
    body = (
      <form className={form.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <FocusedErrorSummary {...feedback.summary} />
        <PasswordInput
          id={ids.password}
          label={labels.password}
          hint={t('auth.password.hint', { min: passwordMinLength })}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          error={feedback.fieldError('password')}
        />
        <PasswordInput
          id={ids.password_confirmation}
          label={labels.password_confirmation}
          name="password_confirmation"
          autoComplete="new-password"
          required
          value={values.password_confirmation}
          onChange={(event) => setValues({ ...values, password_confirmation: event.target.value })}
          error={feedback.fieldError('password_confirmation')}
        />
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
