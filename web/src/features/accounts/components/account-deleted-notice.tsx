import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { useAccountNotice } from '../notices.ts';
import styles from './account-deleted-notice.module.css';

/**
 * After the account is deleted the visitor lands on the start page; this says it is done and,
 * truthfully (server: account deletion, decision 010), what went and what stayed.
 */
export function AccountDeletedNotice() {
  const { t } = useTranslation();
  if (useAccountNotice() !== 'accountDeleted') return null;
  return (
    <div className={`container ${styles.notice}`}>
      <Alert tone="success" title={t('deleteAccount.doneTitle')}>
        <p>{t('deleteAccount.doneErased')}</p>
        <p>{t('deleteAccount.doneKept')}</p>
      </Alert>
    </div>
  );
}
