/**
 * The app's start, loaded by the entry (main.tsx) once the server's HTML is on screen: a
 * server-rendered page hydrates from its state, any other renders in the browser.
 */
import { StrictMode, startTransition } from 'react';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadInitialData } from './bootstrap.ts';
import { createLoadingCounter } from './loading-counter.ts';
import { installLocaleSync } from './locale-sync.ts';
import './custom-components.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter, resolveLazyMatches } from './router.tsx';
import { serverState } from './server-state.ts';
import { installSessionGuard } from './session-guard.ts';
import { initI18n, loadMessages } from '../lib/i18n.ts';
import { localeFromPathname } from '../lib/locale.ts';
import { applyNativeAppQuery } from '../lib/native-app.ts';
import { createQueryClient } from '../lib/query-client.ts';

// Order matters: language and native-app mode are known before the first render, and the
// boot requests start before the router resolves the first screen's module.
const locale = localeFromPathname(window.location.pathname);
initI18n(locale);
const messages = loadMessages(locale);
applyNativeAppQuery(window.location.search);

// A page the server rendered carries the data it was rendered with: the app starts from it
// instead of asking again, and takes over the HTML as it is.
const state = serverState.read();
const queryClient = createQueryClient();
if (state) hydrate(queryClient, state.queries);
const loading = createLoadingCounter(state ? 0 : 2);
if (!state) void loadInitialData(queryClient, loading, locale);

const router = createAppRouter(queryClient, state?.router);
installLocaleSync(router, queryClient, loading);
installSessionGuard(queryClient, {
  navigate: (to) => void router.navigate(to),
  currentPath: () => {
    const { pathname, search, hash } = router.state.location;
    return pathname + search + hash;
  },
  revalidate: () => void router.revalidate(),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} loading={loading}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
// The first render waits for the language's strings (preloaded with the page's code), never data;
// hydration also waits for the screen's code, so the first render matches the server's. As a
// transition, hydration yields to the browser every few milliseconds instead of holding a slow
// phone's main thread for the whole page (decision 042): the page is already on screen.
if (state) {
  void Promise.all([messages, resolveLazyMatches(router)]).then(() =>
    startTransition(() => void hydrateRoot(container, app)),
  );
} else {
  void messages.then(() => createRoot(container).render(app));
}
