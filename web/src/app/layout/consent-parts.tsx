import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { metaPageSlugs } from '../../../../domain/content/constants.ts';
import type { ConsentChoice } from '../../lib/consent.ts';
import { useLocalePath } from '../../lib/locale.ts';
import styles from './cookie-consent.module.css';

// What both consent variants share (cookie-consent.tsx, complex-consent.tsx).
export const privacyPath = `/meta/${metaPageSlugs.privacy}`;

export type VariantProps = { onSave: (choice: ConsentChoice) => void };

export function PrivacyNote() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <p className={styles.text}>
      {t('consent.text')} <Link to={localePath(privacyPath)}>{t('consent.privacyLink')}</Link>
    </p>
  );
}
