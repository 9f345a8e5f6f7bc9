import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ForbiddenError } from '../../../lib/api-errors.ts';
import { useLocalePath } from '../../../lib/locale.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useUser } from '../../../lib/auth/get-user.ts';
import { AccountPage } from '../components/account-page.tsx';
import { FormErrorSummary } from '../components/form-error-summary.tsx';
import {
  errorsFromIssues,
  errorsFromServer,
  type FieldErrors,
} from '../../../lib/forms/form-errors.ts';
import { noticeState } from '../notices.ts';
import { ssoProviderName } from '../sso.ts';
import { useFieldMessages } from '../use-field-messages.ts';
import styles from '../components/account-page.module.css';

// The schemas (and zod) load on the first submit, not with the screen (decision 008).
const payloads = () => import('../../../../../domain/accounts/payloads.ts');

const fields = ['old', 'password', 'password_confirmation'] as const;
type Field = (typeof fields)[number];
const fieldId = (field: string) => `password-${field.replace('_', '-')}`;

/** user/password (spec/portal.md §2): old, new and repeated password; success goes home. */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { data: user } = useUser();
  const provider = ssoProviderName(user?.sso_driver);

  return (
    <AccountPage title={t('routes.userPassword')}>
      {!user ? (
        <div className={styles.loading}>
          <Loader label={t('app.loading')} size="lg" />
        </div>
      ) : provider ? (
        // Single-sign-on accounts have no password of ours (spec/portal.md §6).
        <div className={styles.card}>
          <Alert tone="info">
            <p>{t('passwordChange.sso', { provider })}</p>
          </Alert>
          <div className={styles.actions}>
            <Link to={localePath('/user')} className={buttonClassName({ variant: 'secondary' })}>
              {t('passwordChange.back')}
            </Link>
          </div>
        </div>
      ) : (
        <PasswordForm />
      )}
    </AccountPage>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Field, string>>({
    old: '',
    password: '',
    password_confirmation: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState<string | undefined>();
  const { message, summary, otherMessages } = useFieldMessages(errors, fields, fieldId, {
    old: t('passwordChange.old'),
    password: t('passwordChange.password'),
    password_confirmation: t('passwordChange.confirmation'),
  });

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = fields.find((field) => next[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { changePasswordSchema } = await payloads();
    setFailed(undefined);
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      const next = errorsFromIssues(parsed.error.issues);
      // An empty field is "required", not "too short".
      for (const field of fields) if (!values[field]) next[field] = 'validation.required';
      return showErrors(next);
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => void navigate(localePath('/home'), noticeState('passwordChanged')),
      onError: (error) => {
        // spec/portal.md §8: a failed change shows the field errors only.
        const server = errorsFromServer(error);
        if (server) return showErrors(server);
        console.error('Changing the password failed', error);
        setFailed(
          error instanceof ForbiddenError ? t('passwordChange.forbidden') : t('accountForm.failed'),
        );
      },
    });
  }

  const input = (field: Field, autoComplete: string, hint?: string) => (
    <TextInput
      id={fieldId(field)}
      label={t(`passwordChange.${field === 'password_confirmation' ? 'confirmation' : field}`)}
      hint={hint}
      type="password"
      autoComplete={autoComplete}
      required
      value={values[field]}
      onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
      error={message(field)}
    />
  );

  return (
    <form
      className={`${styles.card} ${styles.form}`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormErrorSummary
        title={t('accountForm.errorTitle')}
        items={summary}
        message={[...otherMessages, failed ?? ''].filter(Boolean).join(' ')}
      />
      {input('old', 'current-password')}
      {input('password', 'new-password', t('passwordChange.hint'))}
      {input('password_confirmation', 'new-password')}
      <div className={styles.actions}>
        <Link to={localePath('/user')} className={buttonClassName({ variant: 'secondary' })}>
          {t('accountForm.cancel')}
        </Link>
        <Button type="submit" loading={change.isPending}>
          {change.isPending ? t('accountForm.saving') : t('accountForm.save')}
        </Button>
      </div>
    </form>
  );
}
