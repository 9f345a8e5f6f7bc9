import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { NavLink } from 'react-router';
import { buildNavigation, type NavLink as NavItem } from '../../../../domain/content/navigation.ts';
import type { PageSummary } from '../../../../domain/content/bundle.ts';
import { useLocalePath } from '../../lib/locale.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './main-menu.module.css';

type MainMenuProps = {
  id: string;
  open: boolean;
  pages: PageSummary[];
  /** Login, register or profile links and easy language: shown in the menu on phones only. */
  mobileExtras: ReactNode;
  onNavigate: () => void;
};

/** The dropdown navigation of spec/portal.md §2, built by the domain rule. */
export function MainMenu({ id, open, pages, mobileExtras, onNavigate }: MainMenuProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const hydrated = useHydrated();
  const navigation = useMemo(
    () =>
      buildNavigation(pages, {
        start: t('nav.start'),
        news: t('nav.news'),
        offers: t('nav.offers'),
        events: t('nav.events'),
        faq: t('nav.faq'),
        contact: t('nav.contact'),
      }),
    [pages, t],
  );

  function links(items: NavItem[], className: string | undefined) {
    return items.map((item) => (
      <li key={item.key}>
        <NavLink
          to={localePath(item.to)}
          end={item.to === '/'}
          className={className}
          onClick={onNavigate}
        >
          {item.label}
        </NavLink>
      </li>
    ));
  }

  return (
    // The server's HTML leaves out `hidden`, so that without JavaScript the panel shows as the
    // address's target (the stylesheet hides it otherwise); the app hides it itself.
    <nav
      id={id}
      aria-label={t('header.mainNav')}
      hidden={hydrated && !open}
      className={open ? `${styles.panel} ${styles.open}` : styles.panel}
    >
      <div className={`container ${styles.inner}`}>
        <div className={styles.columns}>
          <ul className={styles.main}>{links(navigation.main, styles.mainLink)}</ul>
          {navigation.middle.length > 0 ? (
            <ul className={styles.list} data-testid="nav-middle">
              {links(navigation.middle, styles.link)}
            </ul>
          ) : null}
          {navigation.right.length > 0 ? (
            <ul className={styles.list} data-testid="nav-right">
              {links(navigation.right, styles.link)}
            </ul>
          ) : null}
        </div>
        <ul className={styles.service}>{links(navigation.service, styles.serviceLink)}</ul>
        <div className={styles.mobileExtras}>{mobileExtras}</div>
      </div>
    </nav>
  );
}
