import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { userFixture } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Component as UserInfo } from './user-info.tsx';
import { Component as UserPassword } from '../../features/accounts/routes/user-password.tsx';

afterEach(() => vi.unstubAllGlobals());

const purchase = {
  id: 3,
  slug: 'lauf-guide-alster',
  image: '/demo/news-3.svg',
  stripe_name: 'Lauf-Guide Alster (PDF)',
  status: 'succeeded',
  receipt: '/shop/receipt/9',
  purchase_id: 9,
  purchased_at: '2026-06-01T10:00:00.000Z',
};

describe('user info', () => {
  it('shows name, e-mail and both buttons for a password account', async () => {
    mockFetch(() => json(200, { data: [] }));
    await renderWithProviders(<UserInfo />, { path: '/user', user: userFixture });
    expect(screen.getByText('mia@example.org')).toBeInTheDocument();
    expect(screen.queryByText('Anmeldung über')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Daten ändern' })).toHaveAttribute(
      'href',
      '/user/edit',
    );
    expect(screen.getByRole('link', { name: 'Passwort ändern' })).toHaveAttribute(
      'href',
      '/user/password',
    );
    expect(screen.getByRole('heading', { name: 'Meine Käufe' })).toBeInTheDocument();
    expect(await screen.findByText('Noch keine Käufe vorhanden')).toBeInTheDocument();
  });

  it("lists 'Meine Käufe' with status, 'Rechnung anzeigen' and 'Ansehen'", async () => {
    const pending = {
      ...purchase,
      id: 4,
      purchase_id: 10,
      stripe_name: 'Videokurs',
      status: 'pending',
      receipt: null,
    };
    mockFetch(() => json(200, { data: [pending, purchase] }));
    await renderWithProviders(<UserInfo />, { path: '/user', user: userFixture });
    expect(await screen.findByText('Lauf-Guide Alster (PDF)')).toBeInTheDocument();
    expect(screen.getByText('Erworben')).toBeInTheDocument();
    expect(screen.getByText('In Bearbeitung')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Rechnung anzeigen: Lauf-Guide Alster (PDF)' }),
    ).toHaveAttribute('href', '/shop/receipt/9');
    expect(screen.getByRole('link', { name: 'Ansehen: Lauf-Guide Alster (PDF)' })).toHaveAttribute(
      'href',
      '/product/3',
    );
    expect(screen.getAllByRole('link', { name: /^Ansehen/ })).toHaveLength(1);
  });

  it('names the provider and hides "Passwort ändern" for single-sign-on users', async () => {
    mockFetch(() => json(200, { data: [] }));
    const sso = { ...userFixture, sso_driver: 'google' };
    await renderWithProviders(<UserInfo />, { path: '/user', user: sso });
    expect(screen.getByText('Anmeldung über').nextSibling).toHaveTextContent('Google');
    expect(screen.getByRole('link', { name: 'Daten ändern' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Passwort ändern' })).not.toBeInTheDocument();
  });

  it('shows single-sign-on users no password form on user/password either', async () => {
    const sso = { ...userFixture, sso_driver: 'apple' };
    await renderWithProviders(<UserPassword />, { path: '/en/user/password', user: sso });
    expect(screen.getByText(/You sign in with Apple/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
  });
});
