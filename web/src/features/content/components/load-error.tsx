import { useTranslation } from '../../../lib/i18n.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import styles from './listing.module.css';
import loadState from '../../../components/ui/load-state.module.css';

/** A load that failed for a reason other than 404: say so and offer another try. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={loadState.state}>
      <Alert tone="error" title={t('listing.error')}>
        <Button variant="secondary" size="sm" onClick={onRetry} className={styles.retry}>
          {t('listing.retry')}
        </Button>
      </Alert>
    </div>
  );
}
