import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { userFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Component as UserPassword } from './user-password.tsx';

async function fill(old: string, password: string, repeat: string) {
  await userEvent.type(screen.getByLabelText(/Aktuelles Passwort/), old);
  await userEvent.type(screen.getByLabelText(/^Neues Passwort\s*\*?$/), password);
  await userEvent.type(screen.getByLabelText(/Neues Passwort wiederholen/), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
}

describe('change password', () => {
  // The form loads its schemas on the first submit; warm the module cache once.
  beforeAll(() => import('../../../../../domain/accounts/payloads.ts'));

  it('checks the fields before sending', async () => {
    const { calls } = mockFetch(() => json(200, { data: { status: 'ok' } }));
    await renderWithProviders(<UserPassword />, { path: '/user/password', user: userFixture });
    await fill('x', 'kurz', 'anders');
    const field = screen.getByLabelText(/^Neues Passwort\s*\*?$/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Das Passwort braucht mindestens 8 Zeichen\./);
    expect(screen.getByRole('alert').parentElement).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfe deine Eingaben.');
    expect(calls).toHaveLength(0);
  });

  it('shows a wrong current password under its field', async () => {
    mockFetch(() => json(422, { message: 'x', errors: { old: ['validation.password.current'] } }));
    await renderWithProviders(<UserPassword />, { path: '/user/password', user: userFixture });
    await fill('falsch-falsch', 'Elbstrand-Laufen-7', 'Elbstrand-Laufen-7');
    const old = screen.getByLabelText(/Aktuelles Passwort/);
    await waitFor(() =>
      expect(old).toHaveAccessibleDescription('Das aktuelle Passwort ist nicht richtig.'),
    );
  });

  it('goes home with a success message', async () => {
    const { calls } = mockFetch(() => json(200, { data: { status: 'password-updated' } }));
    const { router } = await renderWithProviders(<UserPassword />, {
      path: '/user/password',
      user: userFixture,
    });
    await fill('Hamburg-bewegt-2026', 'Elbstrand-Laufen-7', 'Elbstrand-Laufen-7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.state).toEqual({ notice: 'passwordChanged' });
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.body).toEqual({
      old: 'Hamburg-bewegt-2026',
      password: 'Elbstrand-Laufen-7',
      password_confirmation: 'Elbstrand-Laufen-7',
    });
  });
});
