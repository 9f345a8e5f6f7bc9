import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userQueryKey } from '../lib/auth/get-user.ts';
import { api } from '../lib/api-client.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { contentFixture, userFixture } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { installSessionGuard } from './session-guard.ts';

// The server's side of one browser: a session that may end while a screen is open.
let signedIn: boolean;
let uninstall: (() => void) | undefined;

beforeEach(() => {
  signedIn = true;
  mockFetch(({ url }) => {
    if (url === '/api/user') return json(200, { data: signedIn ? userFixture : null });
    if (url === '/api/content') return json(200, { data: contentFixture });
    if (url === '/api/auth/logout' || url === '/api/auth/csrf-cookie') return json(204);
    if (!signedIn) return json(401, { message: 'Unauthenticated.' });
    return json(200, { data: [] });
  });
});
afterEach(() => uninstall?.());

async function openWithGuard(path: string) {
  const app = await renderApp(path);
  const { router } = app;
  uninstall = installSessionGuard(app.queryClient, {
    navigate: (to) => void router.navigate(to),
    currentPath: () => {
      const { pathname, search, hash } = router.state.location;
      return pathname + search + hash;
    },
    revalidate: () => void router.revalidate(),
  });
  return app;
}

const heading = () => screen.findByRole('heading', { level: 1 });

describe('the session ends while a screen that needs it is open (issue 11)', () => {
  it('a 401 sends the visitor to login with the way back, and login brings them back', async () => {
    const { router, queryClient } = await openWithGuard('/user/password?from=home');
    expect(await heading()).toHaveTextContent('Passwort ändern');

    signedIn = false; // the cookie expired, or another tab logged out
    await api.get('/user/bookmarks').catch(() => undefined);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fuser%2Fpassword%3Ffrom%3Dhome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();

    // Signing in again (as the login call stores the user) leads back to the screen.
    signedIn = true;
    queryClient.setQueryData(userQueryKey, userFixture);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/password'));
    expect(router.state.location.search).toBe('?from=home');
  });

  it('the user query answering "nobody" (no 401 at all) does the same', async () => {
    const { router, queryClient } = await openWithGuard('/en/user/password');
    expect(await heading()).toHaveTextContent('Change password');
    queryClient.setQueryData([...userQueryKey, 'bookmarks'], [1, 2]);

    signedIn = false;
    await queryClient.invalidateQueries({ queryKey: userQueryKey, exact: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fen%2Fuser%2Fpassword');
    expect(queryClient.getQueryData([...userQueryKey, 'bookmarks'])).toBeUndefined();
  });

  it('a public screen stays where it is', async () => {
    const { router } = await openWithGuard('/meta/faq');
    expect(await heading()).toBeInTheDocument();
    signedIn = false;
    await api.get('/user/bookmarks').catch(() => undefined);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Anmelden' })).toBeVisible());
    expect(router.state.location.pathname).toBe('/meta/faq');
  });
});
