import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { summerPagerPages } from '../../../../../domain/summer/summer.ts';
import styles from '../summer.module.css';

/** The page numbers to show: at most `summerPagerPages`, the current one among them. */
export function pagerWindow(current: number, pages: number): number[] {
  const size = Math.min(summerPagerPages, pages);
  const first = Math.max(1, Math.min(current - Math.floor(size / 2), pages - size + 1));
  return Array.from({ length: size }, (_, i) => first + i);
}

/** Links to the calendar's pages; the filter stays in the address. */
export function Pager({ current, pages }: { current: number; pages: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const to = (page: number) => {
    const next = new URLSearchParams(params);
    if (page === 1) next.delete('page');
    else next.set('page', String(page));
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
  return (
    <nav aria-label={t('summer.pages')} className={styles.pager}>
      <ul>
        {current > 1 ? (
          <li>
            <Link to={to(current - 1)} preventScrollReset className={styles.pageLink}>
              <ChevronLeft size={18} aria-hidden="true" />
              <span className="visually-hidden">{t('summer.previous')}</span>
            </Link>
          </li>
        ) : null}
        {pagerWindow(current, pages).map((page) => (
          <li key={page}>
            <Link
              to={to(page)}
              preventScrollReset
              className={styles.pageLink}
              aria-current={page === current ? 'page' : undefined}
              aria-label={t('summer.page', { page })}
            >
              {page}
            </Link>
          </li>
        ))}
        {current < pages ? (
          <li>
            <Link to={to(current + 1)} preventScrollReset className={styles.pageLink}>
              <ChevronRight size={18} aria-hidden="true" />
              <span className="visually-hidden">{t('summer.next')}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
