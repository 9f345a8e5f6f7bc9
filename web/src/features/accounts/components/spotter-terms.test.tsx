import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { userQueryKey } from '../../../lib/auth/get-user.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { contentFixture, userFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SpotterTerms } from './spotter-terms.tsx';

const page = '/active-spotter-teilnahmebedingungen';
const acceptedUser = { ...userFixture, special_terms_accepted_at: '2026-03-01T10:00:00Z' };
const join = () => screen.getByRole('button', { name: 'Mitmachen' });
const tick = () => userEvent.click(screen.getByRole('checkbox', { name: /akzeptiere sie/ }));

describe('Active Spotter terms', () => {
  it('after the campaign has ended: says so and offers no checkbox and no button', async () => {
    const { calls } = mockFetch(() => json(500, {}));
    const ended = {
      ...contentFixture,
      settings: { ...contentFixture.settings, spotter: { end: '2026-09-30' } },
    };
    sessionStorage.setItem('termsAccepted', '1');
    await renderWithProviders(<SpotterTerms />, { path: page, content: ended, user: userFixture });
    expect(screen.getByText('Die Aktion ist beendet')).toBeInTheDocument();
    expect(screen.getByText(/lief bis zum 30\. September 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mitmachen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Sportangebot' })).toHaveAttribute(
      'href',
      '/angebot',
    );
    expect(calls).toHaveLength(0);
    sessionStorage.clear();
  });

  it('keeps "Mitmachen" disabled until the terms are accepted', async () => {
    await renderWithProviders(<SpotterTerms />, { path: page });
    expect(screen.getByRole('checkbox', { name: /akzeptiere sie/ })).toBeRequired();
    expect(join()).toBeDisabled();
    await tick();
    expect(join()).toBeEnabled();
  });

  it('logged out: keeps the acceptance in the session and asks to log in', async () => {
    const { calls } = mockFetch(() => json(500, {}));
    await renderWithProviders(<SpotterTerms />, { path: page });
    await tick();
    await userEvent.click(join());

    expect(sessionStorage.getItem('termsAccepted')).toBe('1');
    const dialog = screen.getByRole('dialog', { name: 'Bitte melde dich an' });
    expect(within(dialog).getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(page)}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Kostenlos registrieren' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(calls).toHaveLength(0);
  });

  it('logged in: stores the acceptance, then goes to the offers', async () => {
    const { calls } = mockFetch(() => json(200, { data: acceptedUser }));
    const { router, queryClient } = await renderWithProviders(<SpotterTerms />, {
      path: page,
      user: userFixture,
    });
    await tick();
    await userEvent.click(join());
    await waitFor(() => expect(router.state.location.pathname).toBe('/angebot'));
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/user/special-terms', { accept: true }],
    ]);
    expect(queryClient.getQueryData(userQueryKey)).toMatchObject({
      special_terms_accepted_at: '2026-03-01T10:00:00Z',
    });
  });

  it('already accepted: straight to the offers without a request', async () => {
    const { calls } = mockFetch(() => json(500, {}));
    const { router } = await renderWithProviders(<SpotterTerms />, {
      path: `/en${page}`,
      user: acceptedUser,
    });
    expect(screen.getByText('You are already taking part in Active Spotter.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join in' }));
    expect(router.state.location.pathname).toBe('/en/angebot');
    expect(calls).toHaveLength(0);
  });

  it('back from the login with a pending acceptance: sends it at once', async () => {
    sessionStorage.setItem('termsAccepted', '1');
    const { calls } = mockFetch(() => json(200, { data: acceptedUser }));
    const { router } = await renderWithProviders(<SpotterTerms />, {
      path: page,
      user: userFixture,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/angebot'));
    expect(calls).toHaveLength(1);
    expect(sessionStorage.getItem('termsAccepted')).toBeNull();
  });

  it('says when the acceptance could not be stored', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => json(500, {}));
    const { router } = await renderWithProviders(<SpotterTerms />, {
      path: page,
      user: userFixture,
    });
    await tick();
    await userEvent.click(join());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deine Teilnahme konnte nicht gespeichert werden.',
    );
    expect(join()).toBeEnabled();
    expect(router.state.location.pathname).toBe(page);
  });

  it('asks native apps without spotter support for an update', async () => {
    sessionStorage.setItem('native_app', '1');
    await renderWithProviders(<SpotterTerms />, { path: page });
    expect(screen.getByText('Bitte aktualisiere die App')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mitmachen' })).not.toBeInTheDocument();
  });

  it('lets native apps with spotter support take part', async () => {
    sessionStorage.setItem('native_app', '1');
    await renderWithProviders(<SpotterTerms />, { path: `${page}?spotter_app_support=1` });
    expect(screen.getByRole('button', { name: 'Mitmachen' })).toBeInTheDocument();
    expect(sessionStorage.getItem('spotter_app_support')).toBe('1');
  });
});
