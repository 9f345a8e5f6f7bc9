import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
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

/** Sticky site header (spec/portal.md §2): skip link, logo, login, language, menu. */
export function Header() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const location = useLocation();
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
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
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

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
          <button
            ref={buttonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpenOn(open ? null : location.key)}
          >
            {open ? <X size={24} /> : <Menu size={24} />}
            <span className={styles.menuLabel}>{t('header.menu')}</span>
          </button>
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
