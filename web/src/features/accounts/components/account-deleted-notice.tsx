import { useTranslation } from '../../../lib/i18n.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useAccountNotice } from '../notices.ts';
import styles from './account-deleted-notice.module.css';

/**
 * After the account is deleted the visitor lands on the start page; this says it is done and,
 * truthfully (server: account deletion, decision 010), what went and what stayed.
 */
export function AccountDeletedNotice() {
  const { t } = useTranslation();
  const notice = useAccountNotice();
  // Navigation state is the browser's: the server-rendered start page never has it.
  const hydrated = useHydrated();
  if (!hydrated || notice !== 'accountDeleted') return null;
  return (
    <div className={`container ${styles.notice}`}>
      <Alert tone="success" title={t('deleteAccount.doneTitle')}>
        <p>{t('deleteAccount.doneErased')}</p>
        <p>{t('deleteAccount.doneKept')}</p>
      </Alert>
    </div>
  );
}
