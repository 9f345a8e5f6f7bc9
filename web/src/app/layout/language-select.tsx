import { useTranslation } from '../../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import { Globe } from 'lucide-react';
import type { Locale } from '../../../../domain/shared/locale.ts';
import { switchLocalePath, useLocale } from '../../lib/locale.ts';
import styles from './language-select.module.css';

const otherLanguage: Record<Locale, { value: Locale; label: string }> = {
  de: { value: 'en', label: 'English' },
  en: { value: 'de', label: 'Deutsch' },
};

/**
 * Switches language and keeps the visitor on the same page (and query). A link, not a select
 * that navigates on change: it works without JavaScript, and arrow keys never leave the page
 * (WCAG 3.2.2).
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const other = otherLanguage[locale];

  return (
    <Link
      to={switchLocalePath(location.pathname, location.search, other.value)}
      className={styles.language}
      lang={other.value}
      hrefLang={other.value}
      title={t('header.language')}
    >
      <Globe className={styles.globe} size={18} aria-hidden="true" />
      {other.label}
    </Link>
  );
}
