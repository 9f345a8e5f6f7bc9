import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullPageLoad } from '../lib/full-page-load.ts';
import { json, mockFetch, type Call } from '../test/fetch-mock.ts';
import { contentFixture, userFixture } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { loadInitialData } from './bootstrap.ts';
import { createLoadingCounter } from './loading-counter.ts';

vi.mock('../lib/full-page-load.ts', () => ({ fullPageLoad: vi.fn() }));

let calls: Call[];
let user: typeof userFixture | null;

beforeEach(() => {
  user = null;
  ({ calls } = mockFetch(({ url }) => {
    if (url === '/api/user') return user ? json(200, { data: user }) : json(200, { data: null });
    if (url === '/api/content') return json(200, { data: contentFixture });
    if (url === '/api/offers/spot/12') return json(200, { data: { id: 12, title: 'Spot' } });
    if (url.startsWith('/api/articles?')) return json(200, { data: [], currentPage: 1, pages: 1 });
    if (url === '/api/peptalks') return json(200, { data: [] });
    return json(204);
  }));
});
afterEach(() => vi.mocked(fullPageLoad).mockClear());

const heading = () => screen.findByRole('heading', { level: 1 });

describe('router', () => {
  it('renders the 404 page for an unknown deep path', async () => {
    await renderApp('/gibt/es/nicht');
    expect(await heading()).toHaveTextContent('Seite nicht gefunden');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('opens a screen with its route title', async () => {
    await renderApp('/peptalk');
    expect(await heading()).toHaveTextContent('Peptalk');
    expect(await screen.findByText('Zu diesem Thema gibt es noch kein Video.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Peptalk | Active City Hamburg'));
  });

  it('serves the same routes in English under /en', async () => {
    await renderApp('/en/peptalk');
    expect(await heading()).toHaveTextContent('Peptalk');
    expect(await screen.findByText('There is no video on this topic yet.')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it.each([
    ['spot', 'Meldung'],
    ['banana', 'Seite nicht gefunden'],
  ])('checks the reporting type (%s)', async (type, title) => {
    await renderApp(`/native-app/reporting/${type}/12`);
    expect(await heading()).toHaveTextContent(title);
  });

  it('sends visitors of login-only screens to login, keeping the target', async () => {
    const { router } = await renderApp('/en/user/edit?tab=2');
    expect(await heading()).toHaveTextContent('Log in');
    expect(router.state.location.pathname).toBe('/en/login');
    expect(router.state.location.search).toBe('?redirect=%2Fen%2Fuser%2Fedit%3Ftab%3D2');
  });

  it('sends unverified users to verify, verified ones through', async () => {
    user = { ...userFixture, isVerified: false };
    const first = await renderApp('/home');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/verify'));
    first.unmount();
    user = userFixture;
    const second = await renderApp('/user/password');
    expect(await heading()).toHaveTextContent('Passwort ändern');
    expect(second.router.state.location.pathname).toBe('/user/password');
  });

  it.each(['/backend', '/backend/offers?x=1', '/en/backend/login', '/foo/backend/bar'])(
    'leaves the app with a full page load for %s',
    async (target) => {
      const { router } = await renderApp('/news');
      await heading();
      // The navigation never settles: the page is being replaced.
      act(() => void router.navigate(target));
      await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith(target));
    },
  );

  it('follows editorial redirects inside the app', async () => {
    const { router } = await renderApp('/en/bewegungsbericht');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/news/bewegungsbericht'));
  });

  it('logs out about half a second after /logout and shows the start page', async () => {
    user = userFixture;
    const { router } = await renderApp('/news');
    await heading();
    await act(() => router.navigate('/logout'));
    expect(router.state.location.pathname).toBe('/');
    expect(calls.some((c) => c.url === '/api/auth/logout')).toBe(false);
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/auth/logout' && c.method === 'POST')).toBe(true),
    );
  });
});

describe('layout', () => {
  it('shows a loader in main until user and content have loaded', async () => {
    const loading = createLoadingCounter(2);
    const { queryClient } = await renderApp('/news', { loading });
    expect(await screen.findByRole('status', { name: 'Wird geladen' })).toBeInTheDocument();
    expect(screen.queryByText('Dieser Bereich entsteht gerade.')).not.toBeInTheDocument();
    await act(() => loadInitialData(queryClient, loading, 'de'));
    expect(await heading()).toHaveTextContent('News');
    expect(screen.queryByRole('status', { name: 'Wird geladen' })).not.toBeInTheDocument();
  });

  it('moves focus to the new h1 after navigation, not on first load', async () => {
    const { router } = await renderApp('/news');
    expect(await heading()).not.toHaveFocus();
    await act(() => router.navigate('/events'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Events');
  });

  it('switches language with the URL: texts, html lang and content in the new language', async () => {
    const { router } = await renderApp('/peptalk');
    await heading();
    await act(() => router.navigate('/en/peptalk'));
    expect(await screen.findByText('There is no video on this topic yet.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() =>
      expect(
        calls.some((c) => c.url === '/api/content' && c.headers.get('accept-language') === 'en'),
      ).toBe(true),
    );
  });
});
