import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import styles from './account-page.module.css';
import card from '../../../components/ui/card.module.css';

/**
 * Account deletion (spec/portal.md §2 "User edit"): a second, explicit button in a dialog
 * confirms it; afterwards the browser goes to /logout (§7), which clears what it holds.
 */
export function DeleteAccount({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = useDeleteUser();

  function confirm() {
    setFailed(false);
    remove.mutate(userId, {
      onSuccess: () => void navigate(localePath('/logout'), { replace: true }),
      onError: (error) => {
        console.error('Deleting the account failed', error);
        setFailed(true);
      },
    });
  }

  function close() {
    if (remove.isPending) return;
    setOpen(false);
    setFailed(false);
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
      <Popup
        open={open}
        onClose={close}
        title={t('deleteAccount.confirmTitle')}
        dismissible={!remove.isPending}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              {t('deleteAccount.keep')}
            </Button>
            <Button variant="danger" onClick={confirm} loading={remove.isPending}>
              {remove.isPending ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('deleteAccount.confirmText')}</p>
        {failed ? (
          <Alert tone="error">
            <p>{t('deleteAccount.failed')}</p>
          </Alert>
        ) : null}
      </Popup>
    </section>
  );
}
