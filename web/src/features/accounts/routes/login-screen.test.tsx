import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../../domain/accounts/user.ts';
import { json, mockFetch, type Call } from '../../../test/fetch-mock.ts';
import { contentFixture, userFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { userQueryKey } from '../../../lib/auth/get-user.ts';
import Login from './login-screen.tsx';

/** The server: CSRF cookie, then the given answer to the login post. */
function server(answer: () => Response) {
  const { calls } = mockFetch(({ url }) => {
    if (url === '/api/auth/csrf-cookie') {
      document.cookie = 'XSRF-TOKEN=token-1; path=/';
      return json(204);
    }
    if (url === '/api/auth/login') return answer();
    return json(404, { message: 'unexpected' });
  });
  return { posts: () => calls.filter((c: Call) => c.url === '/api/auth/login') };
}

const signedIn =
  (user: User = userFixture) =>
  () =>
    json(200, { data: user });

async function logIn(login = 'mia', password = 'Hamburg-bewegt-2026') {
  if (login) await userEvent.type(screen.getByLabelText(/E-Mail oder Benutzername/), login);
  if (password) await userEvent.type(screen.getByLabelText(/^Passwort/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('login', () => {
  it('keeps the visitor signed in by default and returns to the redirect target', async () => {
    const { posts } = server(signedIn());
    const { router, queryClient } = await renderWithProviders(<Login />, {
      path: '/login?redirect=%2Fangebot%3Fp%3D2',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Anmelden');
    expect(screen.getByRole('checkbox', { name: 'Angemeldet bleiben' })).toBeChecked();

    await logIn(' mia ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/angebot'));
    expect(router.state.location.search).toBe('?p=2');
    expect(posts()[0]?.body).toEqual({
      email: 'mia',
      password: 'Hamburg-bewegt-2026',
      remember: true,
    });
    expect(posts()[0]?.headers.get('X-XSRF-TOKEN')).toBe('token-1');
    expect(queryClient.getQueryData(userQueryKey)).toEqual(userFixture);
  });

  it('sends remember false when unticked', async () => {
    const { posts } = server(signedIn());
    await renderWithProviders(<Login />, { path: '/login' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Angemeldet bleiben' }));
    await logIn();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ remember: false });
  });

  it.each([
    ['//evil.example/home', '/home'],
    ['https://evil.example', '/home'],
    ['/\\evil.example', '/home'],
  ])('ignores the unsafe redirect %s and goes to home', async (redirect, expected) => {
    server(signedIn());
    const { router } = await renderWithProviders(<Login />, {
      path: `/login?redirect=${encodeURIComponent(redirect)}`,
    });
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  });

  it('goes to the English home under /en and sends unverified users to verify', async () => {
    server(signedIn({ ...userFixture, isVerified: false }));
    const { router } = await renderWithProviders(<Login />, {
      path: '/en/login?redirect=%2Fen%2Fhome',
    });
    await userEvent.type(screen.getByLabelText(/E-mail or username/), 'mia');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/verify'));
  });

  it('shows wrong credentials under the field and focuses the error block', async () => {
    server(() =>
      json(422, {
        message: 'These credentials do not match our records.',
        errors: { email: ['auth.failed'] },
      }),
    );
    await renderWithProviders(<Login />, { path: '/login' });
    await logIn('mia', 'falsch-falsch');

    const field = screen.getByLabelText(/E-Mail oder Benutzername/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    const text = 'E-Mail-Adresse, Benutzername oder Passwort stimmen nicht.';
    expect(field).toHaveAccessibleDescription(text);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Bitte prüfe deine Eingaben.');
    expect(alert).toHaveTextContent(text);
    expect(alert.parentElement).toHaveFocus();
    expect(screen.getByLabelText(/^Passwort/)).not.toHaveAttribute('aria-invalid');
  });

  it('asks for both fields before sending anything', async () => {
    const { posts } = server(signedIn());
    await renderWithProviders(<Login />, { path: '/login' });
    await logIn('', '');
    expect(screen.getByLabelText(/E-Mail oder Benutzername/)).toHaveAccessibleDescription(
      'Bitte fülle dieses Feld aus.',
    );
    expect(screen.getByLabelText(/^Passwort/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('is a POST form, so a password sent before the app runs never lands in an address', async () => {
    server(signedIn());
    await renderWithProviders(<Login />, { path: '/login' });
    const password = screen.getByLabelText(/^Passwort/);
    expect(password.closest('form')).toHaveAttribute('method', 'post');
  });

  it('says when there were too many attempts', async () => {
    server(() => json(429, { message: 'Too many requests. Please try again later.' }));
    await renderWithProviders(<Login />, { path: '/login' });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte warte eine Minute und versuche es dann noch einmal.',
    );
  });

  it('offers single sign-on only for configured providers, keeping the target', async () => {
    server(signedIn());
    await renderWithProviders(<Login />, {
      path: '/login?redirect=%2Fangebot',
      content: {
        ...contentFixture,
        settings: { ...contentFixture.settings, sso_providers: ['google', 'apple'] },
      },
    });
    expect(screen.getByRole('link', { name: 'Mit Google anmelden' })).toHaveAttribute(
      'href',
      '/sso/google?redirect=%2Fangebot',
    );
    expect(screen.getByRole('link', { name: 'Mit Apple anmelden' })).toHaveAttribute(
      'href',
      '/sso/apple?redirect=%2Fangebot',
    );
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('shows no single sign-on when none is configured', async () => {
    server(signedIn());
    await renderWithProviders(<Login />, { path: '/login' });
    expect(screen.queryByRole('link', { name: /Mit .* anmelden/ })).not.toBeInTheDocument();
  });

  it.each([
    ['sso_mismatch', 'Diese E-Mail-Adresse gehört zu einem Konto mit einer anderen Anmeldeart'],
    ['sso_failed', 'Die Anmeldung über den externen Dienst hat nicht geklappt.'],
    [
      'sso_failed&provider=google',
      'Die Anmeldung mit Google ist gerade nicht möglich. Bitte versuche es später noch einmal',
    ],
    // Only providers the portal knows are named; anything else reads as the general failure.
    ['sso_failed&provider=Evil%20Corp', 'Die Anmeldung über den externen Dienst hat nicht'],
  ])('explains error=%s', async (error, text) => {
    server(signedIn());
    await renderWithProviders(<Login />, { path: `/login?error=${error}` });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('sends someone already signed in on to the target', async () => {
    server(signedIn());
    const { router } = await renderWithProviders(<Login />, {
      path: '/login?redirect=%2Fuser',
      route: '/login',
      user: userFixture,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });

  it('links forgot password (with the address) and register', async () => {
    server(signedIn());
    await renderWithProviders(<Login />, { path: '/en/login' });
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/register');
    await userEvent.type(screen.getByLabelText(/E-mail or username/), 'mia@example.org');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/en/password/forgot?email=mia%40example.org',
    );
  });

  it('shows and hides the password', async () => {
    server(signedIn());
    await renderWithProviders(<Login />, { path: '/login' });
    const field = screen.getByLabelText(/^Passwort/);
    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' });
    expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
