import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useFocusOnMount } from '../components/use-focus-on-mount.ts';
import form from '../components/auth-form.module.css';

// The schema (and zod) loads when the form is first used, not with the screen (decision 008).
const forgotSchema = () =>
  import('../../../../../domain/accounts/payloads.ts').then((m) => m.forgotPasswordSchema);

/** password/forgot: asks for the address and mails a reset link (if an account has it). */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const forgot = useForgotPassword();
  // Login and an expired reset link hand over the address they know.
  const { formProps, failWith, field, summary } = useSchemaForm({
    schema: forgotSchema,
    defaultValues: { email: params.get('email') ?? '' },
    labels: { email: t('auth.fields.email') },
  });
  const send = formProps(({ email }) => forgot.mutate(email, { onError: failWith }));

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      lead={forgot.isSuccess ? undefined : t('auth.forgot.lead')}
      footer={<Link to={localePath('/login')}>{t('auth.backToLogin')}</Link>}
    >
      {forgot.isSuccess ? (
        <Sent email={forgot.variables} />
      ) : (
        <form className={form.form} {...send}>
          <ErrorSummary {...summary} />
          <TextInput
            {...field('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
          />
          <Button type="submit" fullWidth loading={forgot.isPending}>
            {t('auth.forgot.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

function Sent({ email }: { email: string }) {
  const { t } = useTranslation();
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} className={form.done}>
      <Alert tone="success" title={t('auth.forgot.sentTitle')}>
        <p>{t('auth.forgot.sent', { email })}</p>
      </Alert>
    </div>
  );
}
