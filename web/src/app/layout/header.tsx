import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent,
} from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import { BookOpen, Menu, UserRound, X } from 'lucide-react';
import { displayName } from '../../../../domain/accounts/display-name.ts';
import { useUser } from '../../lib/auth/get-user.ts';
import { useContent } from '../../lib/content-bundle/get-content.ts';
import { useLocalePath } from '../../lib/locale.ts';
import { LanguageSelect } from './language-select.tsx';
import { Logo } from './logo.tsx';
import { MainMenu } from './main-menu.tsx';
import styles from './header.module.css';

/** Id of the skip link, the first focusable element; "back to top" focuses it. */
export const skipLinkId = 'skip-link';

/**
 * Id of the navigation. Without JavaScript the menu button is a link to it and the panel
 * shows as the address's target, so one id for the one header keeps that link stable.
 */
export const mainMenuId = 'main-menu';

/** Sticky site header (spec/portal.md §2): skip link, logo, login, language, menu. */
export function Header() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const location = useLocation();
  const menuId = mainMenuId;
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const { data: bundle } = useContent();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!headerRef.current?.contains(event.target as Node)) setOpenOn(null);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    // The open panel covers the page: what lies behind it must not take the focus (WCAG
    // 2.4.11), so everything beside the header is inert until the menu closes.
    const behind = [...(headerRef.current?.parentElement?.children ?? [])].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== headerRef.current && !element.inert,
    );
    for (const element of behind) element.inert = true;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      for (const element of behind) element.inert = false;
    };
  }, [open]);

  function toggle(event: MouseEvent<HTMLAnchorElement>) {
    // With the app running the link is a button: no jump to the panel, no change of address.
    event.preventDefault();
    setOpenOn(open ? null : location.key);
  }

  function toggleWithSpace(event: ReactKeyboardEvent<HTMLAnchorElement>) {
    // Enter follows a link by itself; a button also answers Space.
    if (event.key !== ' ') return;
    event.preventDefault();
    setOpenOn(open ? null : location.key);
  }

  return (
    <header ref={headerRef} className={styles.header}>
      <a id={skipLinkId} href="#main" className={styles.skip} onClick={skipToMain}>
        {t('header.skip')}
      </a>
      <div className={`container ${styles.bar}`}>
        <Link to={localePath('/')} className={styles.logo} aria-label={t('header.home')}>
          <Logo className={styles.logoImage} />
        </Link>
        <div className={styles.tools}>
          <div className={styles.desktopOnly}>
            <AccountLinks variant="light" />
          </div>
          <Link
            to={localePath('/einfache-sprache')}
            className={`${styles.easy} ${styles.desktopOnly}`}
          >
            <BookOpen size={20} />
            {t('header.easyLanguage')}
          </Link>
          <LanguageSelect />
          {/* A link to the panel, so the menu opens without JavaScript too (the panel shows as
              the address's target); the app makes it a toggle button. */}
          <a
            ref={buttonRef}
            href={`#${menuId}`}
            role="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={toggle}
            onKeyDown={toggleWithSpace}
          >
            {open ? <X size={24} /> : <Menu size={24} />}
            <span className={styles.menuLabel}>{t('header.menu')}</span>
          </a>
        </div>
      </div>
      <MainMenu
        id={menuId}
        open={open}
        pages={bundle?.pages ?? []}
        onNavigate={() => setOpenOn(null)}
        mobileExtras={
          <>
            <AccountLinks variant="dark" />
            <Link to={localePath('/einfache-sprache')} className={styles.easyDark}>
              <BookOpen size={20} />
              {t('header.easyLanguage')}
            </Link>
          </>
        }
      />
    </header>
  );
}

/** Login and register, or the signed-in user's name linking to their home. */
function AccountLinks({ variant }: { variant: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { data: user } = useUser();
  const tone = variant === 'dark' ? styles.onDark : '';

  if (user) {
    return (
      <Link to={localePath('/home')} className={`${styles.account} ${styles.profile} ${tone}`}>
        <UserRound size={20} />
        {displayName(user)}
      </Link>
    );
  }
  return (
    <span className={styles.accountLinks}>
      <Link to={localePath('/login')} className={`${styles.account} ${tone}`}>
        {t('header.login')}
      </Link>
      <Link to={localePath('/register')} className={`${styles.account} ${styles.register}`}>
        {t('header.register')}
      </Link>
    </span>
  );
}

// Moves focus itself instead of relying on the URL fragment, which the router would treat
// as a navigation and which doesn't move focus in every browser.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
  main.scrollIntoView();
}
