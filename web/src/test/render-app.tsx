import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createLoadingCounter } from '../app/loading-counter.ts';
import { installLocaleSync } from '../app/locale-sync.ts';
import '../app/custom-components.ts';
import { AppProviders } from '../app/providers.tsx';
import { buildRoutes } from '../app/routes.ts';
import { i18n } from '../lib/i18n.ts';
import { localeFromPathname } from '../lib/locale.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** The app as app/start.tsx builds it, in a memory router at `path`. */
export async function renderApp(path: string, { loading = createLoadingCounter(0) } = {}) {
  await i18n.changeLanguage(localeFromPathname(path));
  const queryClient = createQueryClient();
  const router = createMemoryRouter(buildRoutes({ queryClient }), { initialEntries: [path] });
  const stopSync = installLocaleSync(router, queryClient, loading);
  const view = render(
    <AppProviders queryClient={queryClient} loading={loading}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, loading, stopSync };
}
