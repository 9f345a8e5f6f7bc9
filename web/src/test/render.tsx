import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '../../../domain/accounts/user.ts';
import type { ContentBundle } from '../../../domain/content/bundle.ts';
import { userQueryKey } from '../lib/auth/get-user.ts';
import { contentQueryKey } from '../lib/content-bundle/get-content.ts';
import { i18n } from '../lib/i18n.ts';
import { localeFromPathname } from '../lib/locale.ts';
import { contentFixture } from './fixtures.ts';

type Options = {
  path?: string;
  content?: ContentBundle;
  user?: User | null;
  /** Route pattern, for screens that read params ('/:lang?/news/:slug'); default any path. */
  route?: string;
};

/**
 * Renders one component (not the whole app) at `path`, with the content bundle and user
 * already in the query cache, so no request is made. Any path matches, so links can be
 * followed and `router.state.location` tells where they led.
 */
export async function renderWithProviders(
  ui: ReactNode,
  { path = '/', content = contentFixture, user = null, route = '*' }: Options = {},
) {
  await i18n.changeLanguage(localeFromPathname(path));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(contentQueryKey('de'), content);
  queryClient.setQueryData(contentQueryKey('en'), content);
  queryClient.setQueryData(userQueryKey, user);
  const routes = [{ path: route, element: ui }];
  if (route !== '*') routes.push({ path: '*', element: <p>no match</p> });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
