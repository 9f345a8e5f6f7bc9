import { textOf, useTranslation } from '../../lib/i18n.ts';
import { useMatches } from 'react-router';
import { deepestHandle } from '../../lib/route-handle.ts';
import styles from './placeholder.module.css';

/**
 * Shared stand-in for screens not built yet: names the route and says so plainly, so a
 * visitor never mistakes it for a finished (empty) page. Replace per route in routes.ts.
 */
export function Component() {
  const { t } = useTranslation();
  const handle = deepestHandle(useMatches());
  return (
    <section className={styles.placeholder} data-route={handle?.name}>
      <h1 className={styles.title}>{handle?.title ? textOf(t, handle.title) : t('app.name')}</h1>
      <p className={styles.lead}>{t('placeholder.title')}</p>
      <p className={styles.text}>{t('placeholder.text')}</p>
    </section>
  );
}
