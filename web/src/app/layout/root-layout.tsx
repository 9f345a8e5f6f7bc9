import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useLocale } from '../../lib/locale.ts';
import { applyNativeAppQuery } from '../../lib/native-app.ts';
import { useAppLoading } from '../loading-counter.ts';
import { AccountDeletedNotice } from '../../features/accounts/components/account-deleted-notice.tsx';
import { AppLoader } from './app-loader.tsx';
import { CookieConsent } from './cookie-consent.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import styles from './root-layout.module.css';
import { useRouteDocumentTitle } from '../../lib/use-document-title.ts';
import { useRouteFocus } from './use-route-focus.ts';

/** The shell around every screen: header, main (skip-link target), footer, consent. */
export function RootLayout() {
  const locale = useLocale();
  const { search } = useLocation();
  const loading = useAppLoading();
  const mainRef = useRef<HTMLElement>(null);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => applyNativeAppQuery(search), [search]);
  // From here on the app answers the page's controls; a click on the server's HTML before it
  // is lost. End-to-end tests wait for this mark after each page load (e2e/fixtures.ts).
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  useRouteDocumentTitle();
  useRouteFocus(mainRef);

  return (
    <div className={styles.shell}>
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        {loading ? (
          <AppLoader />
        ) : (
          <>
            <AccountDeletedNotice />
            <Outlet />
          </>
        )}
      </main>
      <Footer />
      <CookieConsent />
      <ScrollRestoration />
    </div>
  );
}
