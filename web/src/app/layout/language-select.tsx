import { useId } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocation, useNavigate } from 'react-router';
import { Globe } from 'lucide-react';
import { isLocale } from '../../../../domain/shared/locale.ts';
import { switchLocalePath, useLocale } from '../../lib/locale.ts';
import styles from './language-select.module.css';

const languages = [
  { value: 'de', label: 'Deutsch' },
  { value: 'en', label: 'English' },
] as const;

/** Switches language and keeps the visitor on the same page (and query). */
export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  return (
    <div className={styles.language}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <Globe className={styles.globe} size={18} />
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => {
          const target = event.target.value;
          if (!isLocale(target) || target === locale) return;
          navigate(switchLocalePath(location.pathname, location.search, target));
        }}
      >
        {languages.map((language) => (
          <option key={language.value} value={language.value} lang={language.value}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
