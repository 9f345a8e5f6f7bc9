import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockFetch, type Call } from '../../../test/fetch-mock.ts';
import { userFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { userQueryKey } from '../../../lib/auth/get-user.ts';
import { Component as Reset } from './reset-password.tsx';

const token = 't'.repeat(64);
const link = `/password/reset?email=mia%40example.org&token=${token}`;

function server(answer: () => Response) {
  const { calls } = mockFetch(({ url }) => {
    if (url === '/api/auth/csrf-cookie') return json(204);
    if (url === '/api/auth/reset-password') return answer();
    return json(404, {});
  });
  return { posts: () => calls.filter((c: Call) => c.url === '/api/auth/reset-password') };
}

async function choose(password: string, repeat = password) {
  await userEvent.type(screen.getByLabelText(/^Neues Passwort/), password);
  await userEvent.type(screen.getByLabelText(/^Passwort wiederholen/), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
}

describe('reset password', () => {
  // The form loads its schemas on the first submit; warm the module cache once.
  beforeAll(() => import('../../../../../domain/accounts/payloads.ts'));

  it('saves the new password, drops the user and offers login', async () => {
    const { posts } = server(() => json(200, { data: { status: 'passwords.reset' } }));
    const { queryClient } = await renderWithProviders(<Reset />, {
      path: link,
      user: userFixture,
    });
    expect(screen.getByLabelText(/^Neues Passwort/)).toHaveAccessibleDescription(
      'mindestens 8 Zeichen',
    );
    await choose('Elbstrand-2026');

    expect(await screen.findByText(/Dein neues Passwort ist gespeichert./)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Neues Passwort/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/login');
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
    expect(posts()[0]?.body).toEqual({
      email: 'mia@example.org',
      token,
      password: 'Elbstrand-2026',
      password_confirmation: 'Elbstrand-2026',
    });
  });

  it('checks length and repeat before sending', async () => {
    const { posts } = server(() => json(200, { data: { status: 'passwords.reset' } }));
    await renderWithProviders(<Reset />, { path: link });
    await choose('kurz', 'anders');
    expect(screen.getByLabelText(/^Neues Passwort/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Passwort wiederholen/)).toHaveAccessibleDescription(
      'Die Passwörter stimmen nicht überein.',
    );
    expect(posts()).toHaveLength(0);
  });

  it('says when the link is used up and links a new request', async () => {
    server(() => json(422, { message: 'invalid', errors: { email: ['passwords.token'] } }));
    await renderWithProviders(<Reset />, { path: `/en${link}` });
    await userEvent.type(screen.getByLabelText(/^New password/), 'Elbstrand-2026');
    await userEvent.type(screen.getByLabelText(/^Repeat password/), 'Elbstrand-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link no longer works');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/en/password/forgot?email=mia%40example.org',
    );
  });

  it('shows the invalid message right away for a link without token', async () => {
    const { posts } = server(() => json(200, {}));
    await renderWithProviders(<Reset />, { path: '/password/reset?email=mia%40example.org' });
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Link funktioniert nicht mehr');
    expect(screen.queryByLabelText(/^Neues Passwort/)).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });
});
