import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockFetch, type Call } from '../../../test/fetch-mock.ts';
import { contentFixture, userFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { userQueryKey } from '../../../lib/auth/get-user.ts';
import Register from './register-screen.tsx';

const newcomer = { ...userFixture, isVerified: false };

function server(answer: () => Response = () => json(200, { data: newcomer })) {
  const { calls } = mockFetch(({ url }) => {
    if (url === '/api/auth/csrf-cookie') return json(204);
    if (url === '/api/auth/register') return answer();
    return json(404, { message: 'unexpected' });
  });
  return { posts: () => calls.filter((c: Call) => c.url === '/api/auth/register') };
}

const withProviders = {
  ...contentFixture,
  settings: { ...contentFixture.settings, sso_providers: ['google', 'facebook', 'apple'] },
} satisfies typeof contentFixture;

async function fillIn(password = 'Alster-Lauf-2026') {
  await userEvent.type(screen.getByLabelText(/^Vorname/), 'Mia');
  await userEvent.type(screen.getByLabelText(/^Nachname/), 'Muster');
  await userEvent.type(screen.getByLabelText(/^E-Mail/), 'Mia@Example.org');
  await userEvent.type(screen.getByLabelText(/^Benutzername/), 'mia');
  if (password) await userEvent.type(screen.getByLabelText(/^Passwort/), password);
}

const submit = () =>
  userEvent.click(screen.getByRole('button', { name: 'Kostenlos registrieren' }));

describe('register', () => {
  // The form loads its schemas on the first submit; warm the module cache once.
  beforeAll(() => import('../../../../../domain/accounts/payloads.ts'));

  it('registers with the spec payload and goes on to verify', async () => {
    const { posts } = server();
    const { router, queryClient } = await renderWithProviders(<Register />, {
      path: '/register',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Registriere dich kostenlos',
    );
    expect(screen.getByLabelText(/^Passwort/)).toHaveAccessibleDescription('mindestens 8 Zeichen');
    await fillIn();
    await userEvent.click(screen.getByRole('checkbox', { name: /Newsletter/ }));
    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    expect(posts()[0]?.body).toEqual({
      name: 'Mia',
      surname: 'Muster',
      email: 'mia@example.org',
      username: 'mia',
      password: 'Alster-Lauf-2026',
      password_confirmation: 'Alster-Lauf-2026',
      newsletter: true,
      gender: 'u',
      terms: true,
      lang: 'de',
    });
    expect(queryClient.getQueryData(userQueryKey)).toEqual(newcomer);
  });

  it('sends a pending Active Spotter acceptance and the English language', async () => {
    sessionStorage.setItem('termsAccepted', '1');
    const { posts } = server();
    const { router } = await renderWithProviders(<Register />, { path: '/en/register' });
    await userEvent.type(screen.getByLabelText(/^First name/), 'Mia');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Muster');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'mia@example.org');
    await userEvent.type(screen.getByLabelText(/^Username/), 'mia');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Alster-Lauf-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Register for free' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/verify'));
    expect(posts()[0]?.body).toMatchObject({ lang: 'en', special_terms_accepted: true });
  });

  it('checks the rules before sending (domain schema)', async () => {
    const { posts } = server();
    await renderWithProviders(<Register />, { path: '/register' });
    await fillIn('kurz');
    await submit();
    const password = screen.getByLabelText(/^Passwort/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      'Das Passwort braucht mindestens 8 Zeichen. mindestens 8 Zeichen',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Passwort: Das Passwort braucht');
    expect(posts()).toHaveLength(0);
  });

  it('shows the server’s field errors under the fields', async () => {
    server(() =>
      json(422, {
        message: 'The given data was invalid.',
        errors: {
          email: ['validation.email.taken'],
          username: ['validation.username.taken'],
          password_confirmation: ['validation.password.confirmation'],
        },
      }),
    );
    await renderWithProviders(<Register />, { path: '/register' });
    await fillIn();
    await submit();
    await waitFor(() =>
      expect(screen.getByLabelText(/^E-Mail/)).toHaveAccessibleDescription(
        'Diese E-Mail-Adresse ist schon registriert.',
      ),
    );
    expect(screen.getByLabelText(/^Benutzername/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Passwort/)).toHaveAttribute('aria-invalid', 'true');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Dieser Benutzername ist schon vergeben.');
    expect(alert.parentElement).toHaveFocus();
  });

  it('offers Google and Facebook (not Apple) when configured', async () => {
    server();
    await renderWithProviders(<Register />, { path: '/register', content: withProviders });
    expect(screen.getByRole('link', { name: 'Mit Google registrieren' })).toHaveAttribute(
      'href',
      '/sso/google?redirect=%2Fhome',
    );
    expect(screen.getByRole('link', { name: 'Mit Facebook registrieren' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Apple/ })).not.toBeInTheDocument();
  });

  it('hides single sign-on in native-app mode', async () => {
    sessionStorage.setItem('native_app', '1');
    server();
    await renderWithProviders(<Register />, { path: '/register', content: withProviders });
    expect(screen.queryByRole('link', { name: /Google|Facebook/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
  });

  it('links privacy policy and terms in the active language', async () => {
    server();
    await renderWithProviders(<Register />, { path: '/en/register' });
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/en/meta/datenschutz',
    );
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute(
      'href',
      '/en/meta/nutzungsbedingungen',
    );
  });
});
