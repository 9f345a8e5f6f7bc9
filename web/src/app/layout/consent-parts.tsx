import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { metaPageSlugs } from '../../../../domain/content/constants.ts';
import type { ConsentChoice, ConsentState } from '../../lib/consent.ts';
import { useLocalePath } from '../../lib/locale.ts';
import styles from './cookie-consent.module.css';

// What both consent variants share (cookie-consent.tsx, complex-consent.tsx).
export const privacyPath = `/meta/${metaPageSlugs.privacy}`;

export type VariantProps = {
  /** An external map service is configured: the one thing that needs consent. */
  hasMap: boolean;
  /** The stored choice, shown again when the question is reopened. */
  current: ConsentState;
  onSave: (choice: ConsentChoice) => void;
};

export function PrivacyNote({ hasMap }: { hasMap: boolean }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <p className={styles.text}>
      {t(hasMap ? 'consent.text' : 'consent.textEssentialOnly')}{' '}
      <Link to={localePath(privacyPath)}>{t('consent.privacyLink')}</Link>
    </p>
  );
}
