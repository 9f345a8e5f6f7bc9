import { StrictMode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Component as Confirm } from './confirm.tsx';
import { Component as Unsubscribe } from './unsubscribe.tsx';

function server(status: number) {
  return mockFetch(({ url }) => {
    if (url === '/api/auth/csrf-cookie') return json(204);
    if (url === '/api/newsletter/confirm') {
      return status === 200
        ? json(200, { data: { status: 'confirmed' } })
        : json(status, { message: 'This link is invalid or was already used.' });
    }
    if (url === '/api/newsletter/unsubscribe')
      return json(200, { data: { status: 'unsubscribed' } });
    return json(404, {});
  }).calls;
}

const token = 'a'.repeat(40);

describe('newsletter links', () => {
  it('confirms once, even under StrictMode’s double effects', async () => {
    const calls = server(200);
    // StrictMode at the root, as in app/start.tsx, so effects run twice on mount.
    const router = createMemoryRouter([{ path: '*', Component: Confirm }], {
      initialEntries: [`/newsletter/bestaetigen?token=${token}`],
    });
    render(
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('Dein Newsletter-Abo ist bestätigt.')).toBeInTheDocument();
    // Give a second (wrong) call time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const posts = calls.filter((c) => c.url === '/api/newsletter/confirm');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ token });
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('says when the link is used up or wrong', async () => {
    server(404);
    await renderWithProviders(<Confirm />, {
      path: `/en/newsletter/bestaetigen?token=${token}`,
    });
    expect(
      await screen.findByText('This link is invalid or has already been used.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute(
      'href',
      '/en',
    );
  });

  it('does not call the server without a token', async () => {
    const calls = server(200);
    await renderWithProviders(<Confirm />, { path: '/newsletter/bestaetigen' });
    expect(
      screen.getByText('Dieser Link ist ungültig oder wurde schon benutzt.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('unsubscribes with the token of the link', async () => {
    const calls = server(200);
    await renderWithProviders(<Unsubscribe />, { path: `/newsletter/abmelden?token=${token}` });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Newsletter abbestellen');
    expect(await screen.findByText('Du bist vom Newsletter abgemeldet.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/newsletter/unsubscribe')).toHaveLength(1);
  });
});
