import { useTranslation } from '../../../lib/i18n.ts';
import { Eye } from 'lucide-react';
import styles from './preview-label.module.css';

/** Top of a page in editor preview (query pv): says so, and that drafts are marked. */
export function PreviewLabel() {
  const { t } = useTranslation();
  return (
    <p className={styles.preview}>
      <Eye size={18} aria-hidden="true" />
      <strong className={styles.label}>{t('fragments.preview')}</strong>
      <span>{t('fragments.previewHint')}</span>
    </p>
  );
}
