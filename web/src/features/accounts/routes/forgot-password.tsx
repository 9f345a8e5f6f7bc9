import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FocusedErrorSummary } from '../components/focused-error-summary.tsx';
import { useFocusOnMount } from '../components/use-focus-on-mount.ts';
import { issuesToErrors } from '../utils/form-errors.ts';
import { useFormFeedback } from '../utils/use-form-feedback.ts';
import form from '../components/auth-form.module.css';

// The schemas (and zod) load on the first submit, not with the screen (decision 008).
const payloads = () => import('../../../../../domain/accounts/payloads.ts');

const fields = ['email'] as const;

/** password/forgot: asks for the address and mails a reset link (if an account has it). */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const forgot = useForgotPassword();
  const id = useId();
  const ids = { email: `${id}-email` };
  const labels = { email: t('auth.fields.email') };
  const feedback = useFormFeedback(fields, ids, labels);
  // Login and an expired reset link hand over the address they know.
  const [email, setEmail] = useState(params.get('email') ?? '');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { forgotPasswordSchema } = await payloads();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      feedback.fail(issuesToErrors(parsed.error.issues, fields));
      return;
    }
    feedback.clear();
    forgot.mutate(parsed.data.email, { onError: feedback.failWith });
  }

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      lead={forgot.isSuccess ? undefined : t('auth.forgot.lead')}
      footer={<Link to={localePath('/login')}>{t('auth.backToLogin')}</Link>}
    >
      {forgot.isSuccess ? (
        <Sent email={forgot.variables} />
      ) : (
        <form className={form.form} noValidate onSubmit={(event) => void onSubmit(event)}>
          <FocusedErrorSummary {...feedback.summary} />
          <TextInput
            id={ids.email}
            label={labels.email}
            type="email"
            inputMode="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={feedback.fieldError('email')}
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
