import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import type { User } from '../../../../../domain/accounts/user.ts';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useLocalePath } from '../../../lib/locale.ts';
import { clearSession } from '../../../lib/auth/logout.ts';
import { noticeState } from '../notices.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { ssoProviderName } from '../sso.ts';
import { PasswordInput } from './password-input.tsx';
import styles from './account-page.module.css';
import card from '../../../components/ui/card.module.css';

// The schema (and zod) loads when the dialog's form is first used.
const deleteSchema = () =>
  import('../../../../../domain/accounts/payloads.ts').then((m) => m.deleteAccountSchema);

/**
 * Account deletion (spec/portal.md §2 "User edit"): a dialog asks for the password once more
 * (accounts of single sign-on: a sign-in of the last ten minutes, checked by the server) and a
 * second, explicit button confirms. The server has ended the session with the account, so
 * instead of /logout (§7: logout, then the start page) the browser goes to the start page at
 * once, with the notice of what was deleted and what was kept, and forgets the user there.
 */
export function DeleteAccount({ user }: { user: User }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const remove = useDeleteUser();

  function close() {
    if (remove.isPending) return;
    setOpen(false);
  }

  return (
    <section className={`${card.panel} ${styles.danger}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.dangerTitle}>
        {t('deleteAccount.title')}
      </h2>
      <p>{t('deleteAccount.text')}</p>
      <div className={styles.actions}>
        <Button variant="danger" icon={<Trash2 size={18} />} onClick={() => setOpen(true)}>
          {t('deleteAccount.open')}
        </Button>
      </div>
      {open ? <ConfirmDialog user={user} onClose={close} remove={remove} /> : null}
    </section>
  );
}

type DialogProps = {
  user: User;
  onClose: () => void;
  remove: ReturnType<typeof useDeleteUser>;
};

function ConfirmDialog({ user, onClose, remove }: DialogProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const provider = ssoProviderName(user.sso_driver);
  const { formProps, failWith, field, summary } = useSchemaForm({
    schema: deleteSchema,
    defaultValues: { password: '' },
    toPayload: ({ password }) => ({ id: user.id, ...(provider ? {} : { password }) }),
    labels: { password: t('deleteAccount.password') },
    check: ({ password }) => (provider || password ? {} : { password: 'validation.required' }),
    failures: { failed: 'deleteAccount.failed' },
  });
  const send = formProps((payload) =>
    remove.mutate(payload, {
      // Leave the screen that needs a session first, then forget the user.
      onSuccess: () =>
        void Promise.resolve(
          navigate(localePath('/'), { replace: true, ...noticeState('accountDeleted') }),
        ).then(() => clearSession(queryClient)),
      onError: failWith,
    }),
  );

  return (
    <Popup
      open
      onClose={onClose}
      title={t('deleteAccount.confirmTitle')}
      dismissible={!remove.isPending}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('deleteAccount.keep')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={remove.isPending}>
            {remove.isPending ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} {...send}>
        <p>{t('deleteAccount.confirmText')}</p>
        <ErrorSummary {...summary} />
        {provider ? (
          <Alert tone="info">
            <p>{t('deleteAccount.sso', { provider })}</p>
          </Alert>
        ) : (
          <PasswordInput {...field('password')} autoComplete="current-password" required />
        )}
      </form>
    </Popup>
  );
}
