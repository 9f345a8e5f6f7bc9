import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../../domain/accounts/user.ts';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { userFixture } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { mockProfileServer } from '../../features/offers/profile-lists/list-fixtures.ts';
import { Component as Home } from './profile-home.tsx';

const club = {
  id: 3,
  title: 'TSV Alstertal',
  logo: '/media/logo_high.jpg',
  approved: true,
  contact_url: 'https://tsv-alstertal.example',
  slug: 'tsv-alstertal',
};
const member: User = { ...userFixture, club_id: 3, club };

const switchTo = (name: string) => screen.getByRole('radio', { name });

// Empty own lists unless a test answers otherwise (the lists have their own tests).
beforeEach(() => void mockProfileServer());
afterEach(() => localStorage.clear());

describe('home (Dein Profil)', () => {
  it('shows the profile header, the lists’ empty state and the links', async () => {
    await renderWithProviders(<Home />, { path: '/home', user: userFixture });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dein Profil');
    expect(screen.getByRole('heading', { level: 2, name: 'Mia Muster' })).toBeInTheDocument();
    expect(screen.getByText('@mia')).toBeInTheDocument();
    expect(await screen.findByText('Noch keine Einträge vorhanden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Angebot hinzufügen' })).toHaveAttribute(
      'href',
      '/angebot?new-entry=1',
    );
    expect(screen.getByRole('link', { name: 'Einstellungen' })).toHaveAttribute(
      'href',
      '/user/edit',
    );
    expect(screen.getByRole('link', { name: 'Abmelden' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByText('E-Mailadresse erfolgreich bestätigt.')).not.toBeInTheDocument();

    await userEvent.click(switchTo('Favoriten'));
    expect(await screen.findByText('Noch keine Favoriten vorhanden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Active Spots' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Mitmach-Angebote' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('confirms the e-mail address with verified=1', async () => {
    await renderWithProviders(<Home />, { path: '/home?verified=1', user: userFixture });
    expect(screen.getByText('E-Mailadresse erfolgreich bestätigt.')).toBeInTheDocument();
  });

  it('shows official users by username with a badge', async () => {
    const official = { ...userFixture, official: true, username: 'sportamt' };
    await renderWithProviders(<Home />, { path: '/en/home', user: official });
    expect(screen.getByRole('heading', { level: 2, name: 'sportamt' })).toBeInTheDocument();
    expect(screen.getByText('Official')).toBeInTheDocument();
  });

  it('offers no profile switch without a club', async () => {
    localStorage.setItem('profileType', 'club');
    await renderWithProviders(<Home />, { path: '/home?profileType=club', user: userFixture });
    expect(screen.queryByRole('radio', { name: 'Vereinsprofil' })).not.toBeInTheDocument();
    expect(await screen.findByText('Noch keine Einträge vorhanden')).toBeInTheDocument();
  });

  it('lets club members switch, stores the choice and uses it next time', async () => {
    const first = await renderWithProviders(<Home />, { path: '/home', user: member });
    expect(screen.getByText('TSV Alstertal')).toBeInTheDocument();
    expect(screen.getByText('Bestätigt')).toBeInTheDocument();
    expect(switchTo('Persönliches Profil')).toBeChecked();

    await userEvent.click(switchTo('Vereinsprofil'));
    expect(localStorage.getItem('profileType')).toBe('club');
    expect(first.router.state.location.search).toBe('?profileType=club');
    expect(screen.getByRole('heading', { name: 'Vereinsstandorte' })).toBeInTheDocument();
    expect(await screen.findByText('Noch keine Vereinsstandorte vorhanden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vereinseinstellungen' })).toHaveAttribute(
      'href',
      '/verein',
    );
    first.unmount();

    await renderWithProviders(<Home />, { path: '/home', user: member });
    expect(switchTo('Vereinsprofil')).toBeChecked();
  });

  it('prefers the query profileType over the stored choice', async () => {
    localStorage.setItem('profileType', 'club');
    await renderWithProviders(<Home />, { path: '/home?profileType=user', user: member });
    expect(switchTo('Persönliches Profil')).toBeChecked();
  });

  it('sends a pending Active Spotter acceptance, clears the flag and goes to the offers', async () => {
    sessionStorage.setItem('termsAccepted', '1');
    const { calls } = mockFetch(() =>
      json(200, { data: { ...userFixture, special_terms_accepted_at: '2026-03-01T10:00:00Z' } }),
    );
    const { router } = await renderWithProviders(<Home />, { path: '/home', user: userFixture });
    await waitFor(() => expect(router.state.location.pathname).toBe('/angebot'));
    const writes = calls.filter((c) => c.method === 'POST');
    expect(writes.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/user/special-terms', { accept: true }],
    ]);
    expect(sessionStorage.getItem('termsAccepted')).toBeNull();
  });

  it('only drops the flag when the terms were accepted before', async () => {
    sessionStorage.setItem('termsAccepted', '1');
    const { calls } = mockFetch(() => json(500, {}));
    const accepted = { ...userFixture, special_terms_accepted_at: '2026-03-01T10:00:00Z' };
    const { router } = await renderWithProviders(<Home />, { path: '/home', user: accepted });
    await waitFor(() => expect(sessionStorage.getItem('termsAccepted')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/home');
  });
});
