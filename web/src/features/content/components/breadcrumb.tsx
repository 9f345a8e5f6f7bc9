import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { useLocalePath } from '../../../lib/locale.ts';
import styles from './detail.module.css';

type Crumb = { to: string; label: string };

/** Start › section › this page; the last entry is the page itself, not a link. */
export function Breadcrumb({ trail, current }: { trail: Crumb[]; current: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const crumbs = [{ to: '/', label: t('nav.start') }, ...trail];
  return (
    <nav aria-label={t('detail.breadcrumb')} className={styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.to}>
            <Link to={localePath(crumb.to)}>{crumb.label}</Link>
            <ChevronRight size={16} aria-hidden="true" />
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
