import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { userFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Component as Verified } from './verified.tsx';

describe('verified', () => {
  it('welcomes and leads home with the verified notice', async () => {
    mockFetch(() => json(200, { data: userFixture }));
    await renderWithProviders(<Verified />, { path: '/verified', user: userFixture });
    expect(screen.getByText('Danke! Deine E-Mail-Adresse ist bestätigt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu deinem Profil' })).toHaveAttribute(
      'href',
      '/home?verified=1',
    );
  });

  it('starts an Active Spotter at the offers and clears the pending flag', async () => {
    mockFetch(() => json(200, {}));
    sessionStorage.setItem('termsAccepted', '1');
    const spotter = { ...userFixture, special_terms_accepted_at: '2026-05-01T10:00:00Z' };
    await renderWithProviders(<Verified />, { path: '/en/verified', user: spotter });
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/en/angebot');
    expect(sessionStorage.getItem('termsAccepted')).toBeNull();
  });

  it('tells a signed-in visitor whose address is still unconfirmed, and leads to verify', async () => {
    const unverified = { ...userFixture, isVerified: false };
    mockFetch(() => json(200, { data: unverified }));
    await renderWithProviders(<Verified />, { path: '/verified', user: unverified });
    expect(
      await screen.findByText(/Deine E-Mail-Adresse ist noch nicht bestätigt\./),
    ).toBeInTheDocument();
    expect(screen.queryByText('Danke! Deine E-Mail-Adresse ist bestätigt.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Zur Bestätigung' })).toHaveAttribute(
      'href',
      '/verify',
    );
  });

  it('works without a session (link opened on another device)', async () => {
    mockFetch(() => json(401, {}));
    await renderWithProviders(<Verified />, { path: '/verified', user: null });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('E-Mail-Adresse bestätigt');
    expect(screen.getByRole('link', { name: 'Zu deinem Profil' })).toBeInTheDocument();
  });
});
