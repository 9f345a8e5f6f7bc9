import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Component as UserInfo } from './user-info.tsx';
import { Component as UserPassword } from './user-password.tsx';

describe('user info', () => {
  it('shows name, e-mail and both buttons for a password account', async () => {
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
    expect(screen.getByText('Noch keine Käufe vorhanden')).toBeInTheDocument();
  });

  it('names the provider and hides "Passwort ändern" for single-sign-on users', async () => {
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
