import { useTranslation } from '../../lib/i18n.ts';
import styles from './app-loader.module.css';

/** Shown in main while the boot requests run; announced politely by screen readers. */
export function AppLoader() {
  const { t } = useTranslation();
  return (
    <div className={styles.loader} role="status" aria-label={t('app.loading')}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
