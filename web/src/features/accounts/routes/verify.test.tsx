import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type Call } from '../../../test/fetch-mock.ts';
import { userFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Component as Verify, resendDelayMs } from './verify.tsx';

const unverified = { ...userFixture, isVerified: false };

function server(status = 200) {
  const { calls } = mockFetch(({ url }) => {
    if (url === '/api/user') return json(200, { data: unverified });
    if (url === '/api/auth/email/verification-notification')
      return status === 200
        ? json(200, { data: { status: 'verification-link-sent' } })
        : json(status, { message: 'Too many requests.' });
    return json(404, {});
  });
  return {
    resends: () => calls.filter((c: Call) => c.url.endsWith('/verification-notification')),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('verify', () => {
  it('offers the resend link after 1 s and hides it once clicked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { resends } = server();
    await renderWithProviders(<Verify />, { path: '/verify', user: unverified });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Bitte bestätige deine E-Mail-Adresse',
    );
    expect(screen.getByText('mia@example.org')).toBeInTheDocument();
    const resend = () => screen.queryByRole('button', { name: 'Link erneut senden' });
    expect(resend()).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(resendDelayMs - 10));
    expect(resend()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10));
    expect(resend()).toBeInTheDocument();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(resend()!);
    expect(resend()).not.toBeInTheDocument();
    const sent = await screen.findByText(
      'Wir haben dir einen neuen Link an mia@example.org geschickt.',
    );
    expect(sent).toHaveFocus();
    expect(resends()).toHaveLength(1);
    expect(resends()[0]?.body).toEqual({});
    expect(resend()).not.toBeInTheDocument();
  });

  it('offers the link again when sending failed', async () => {
    server(429);
    await renderWithProviders(<Verify />, { path: '/en/verify', user: unverified });
    const button = await screen.findByRole('button', { name: 'Send link again' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The link could not be sent just now.',
    );
    expect(screen.getByRole('button', { name: 'Send link again' })).toBeInTheDocument();
  });

  it.each([
    ['expired', 'Dieser Bestätigungslink ist abgelaufen.'],
    ['invalid', 'Dieser Bestätigungslink ist ungültig.'],
  ])('explains error=%s from the mail link', async (error, text) => {
    server();
    await renderWithProviders(<Verify />, { path: `/verify?error=${error}`, user: unverified });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('sends a verified user home', async () => {
    server();
    const { router } = await renderWithProviders(<Verify />, {
      path: '/en/verify',
      route: '/en/verify',
      user: userFixture,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/home'));
  });
});
