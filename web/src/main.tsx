import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadInitialData } from './app/bootstrap.ts';
import { createLoadingCounter } from './app/loading-counter.ts';
import { installLocaleSync } from './app/locale-sync.ts';
import './app/custom-components.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { installSessionGuard } from './app/session-guard.ts';
import { initI18n, loadMessages } from './lib/i18n.ts';
import { localeFromPathname } from './lib/locale.ts';
import { applyNativeAppQuery } from './lib/native-app.ts';
import { createQueryClient } from './lib/query-client.ts';

// Order matters: language and native-app mode are known before the first render, and the
// boot requests start before the router resolves the first screen's module.
const locale = localeFromPathname(window.location.pathname);
initI18n(locale);
const messages = loadMessages(locale);
applyNativeAppQuery(window.location.search);

const queryClient = createQueryClient();
const loading = createLoadingCounter(2);
void loadInitialData(queryClient, loading, locale);

const router = createAppRouter(queryClient);
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
// The first render waits for the language's strings (preloaded by the HTML), never for data.
void messages.then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} loading={loading}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
