import { useTranslation } from '../../../lib/i18n.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import styles from './profile-lists.module.css';

/** What a list shows before it has items: a spinner, or a failure with a way to retry. */
export function ListState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failed) {
    return (
      <div className={styles.state}>
        <Loader label={t('profileLists.loading')} />
      </div>
    );
  }
  return (
    <div className={styles.state}>
      <Alert tone="error">
        <p>{t('profileLists.loadFailed')}</p>
      </Alert>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('profileLists.retry')}
      </Button>
    </div>
  );
}
