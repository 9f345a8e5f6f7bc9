import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockFetch, type Call } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Component as Forgot } from './forgot-password.tsx';

function server(answer: () => Response = () => json(200, { data: { status: 'passwords.sent' } })) {
  const { calls } = mockFetch(({ url }) => {
    if (url === '/api/auth/csrf-cookie') return json(204);
    if (url === '/api/auth/forgot-password') return answer();
    return json(404, {});
  });
  return { posts: () => calls.filter((c: Call) => c.url === '/api/auth/forgot-password') };
}

describe('forgot password', () => {
  // The form loads its schemas on the first submit; warm the module cache once.
  beforeAll(() => import('../../../../../domain/accounts/payloads.ts'));

  it('replaces the form with the confirmation', async () => {
    const { posts } = server();
    await renderWithProviders(<Forgot />, { path: '/password/forgot?email=mia%40example.org' });
    const field = screen.getByLabelText(/^E-Mail/);
    expect(field).toHaveValue('mia@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigungslink senden' }));

    expect(
      await screen.findByText(/Wenn es ein Konto mit der Adresse mia@example.org gibt/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^E-Mail/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(posts()[0]?.body).toEqual({ email: 'mia@example.org' });
  });

  it('asks for a valid address first', async () => {
    const { posts } = server();
    await renderWithProviders(<Forgot />, { path: '/en/password/forgot' });
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'mia');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
        'Please enter a valid e-mail address.',
      ),
    );
    expect(posts()).toHaveLength(0);
  });
});
