import { useTranslation } from '../../../lib/i18n.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import styles from './page-layout.module.css';

/** While an editorial page loads: a centred spinner that names what is loading. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={`container ${styles.loading}`}>
      <Loader label={t('page.loading')} size="lg" showLabel />
    </div>
  );
}

/** A load that failed for another reason than 404 (network, server): offer a retry. */
export function PageLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      title={t('errors.generic.title')}
      text={t('page.loadError')}
      action={
        <button type="button" className={buttonClassName()} onClick={onRetry}>
          {t('page.retry')}
        </button>
      }
    />
  );
}
