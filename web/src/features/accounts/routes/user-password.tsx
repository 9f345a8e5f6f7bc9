import { useTranslation } from '../../../lib/i18n.ts';
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
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { noticeState } from '../notices.ts';
import { ssoProviderName } from '../sso.ts';
import styles from '../components/account-page.module.css';
import card from '../../../components/ui/card.module.css';

// The schema (and zod) loads when the form is first used, not with the screen (decision 008).
const changeSchema = () =>
  import('../../../../../domain/accounts/payloads.ts').then((m) => m.changePasswordSchema);

type Values = { old: string; password: string; password_confirmation: string };

// An empty field is "required", not "too short".
const requiredFirst = (values: Values) =>
  Object.fromEntries(
    Object.entries(values).flatMap(([field, value]) =>
      value ? [] : [[field, 'validation.required']],
    ),
  );

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
        <div className={card.panel}>
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
  const { formProps, failWith, field, summary } = useSchemaForm({
    schema: changeSchema,
    defaultValues: { old: '', password: '', password_confirmation: '' },
    labels: {
      old: t('passwordChange.old'),
      password: t('passwordChange.password'),
      password_confirmation: t('passwordChange.confirmation'),
    },
    check: requiredFirst,
    // spec/portal.md §8: a failed change shows the field errors only.
    failures: {
      failed: (error) =>
        error instanceof ForbiddenError ? 'passwordChange.forbidden' : 'form.failed',
    },
  });

  const send = formProps((payload) =>
    change.mutate(payload, {
      onSuccess: () => void navigate(localePath('/home'), noticeState('passwordChanged')),
      onError: failWith,
    }),
  );

  const input = (name: keyof Values, autoComplete: string, hint?: string) => (
    <TextInput {...field(name)} hint={hint} type="password" autoComplete={autoComplete} required />
  );

  return (
    <form className={`${card.panel} ${styles.form}`} {...send}>
      <ErrorSummary {...summary} />
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
