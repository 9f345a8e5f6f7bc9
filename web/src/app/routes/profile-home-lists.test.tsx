import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../domain/accounts/user.ts';
import { json } from '../../test/fetch-mock.ts';
import { userFixture } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { userQueryKey } from '../../lib/auth/get-user.ts';
import { offerGeoQueryOptions } from '../../features/offers/api/geo.ts';
import { Component as Home } from './profile-home.tsx';
import {
  bookmarkItems,
  clubPlaces,
  mockProfileServer,
  ownOffers,
} from '../../features/offers/profile-lists/list-fixtures.ts';

const club = {
  id: 3,
  title: 'TSV Alstertal',
  logo: null,
  approved: true,
  contact_url: null,
  slug: 'tsv-alstertal',
};
const member: User = { ...userFixture, club_id: 3, club };

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');
const titles = () => items().map((item) => within(item).getByRole('heading').textContent);
const toggle = (name: string) => screen.getByRole('button', { name });

afterEach(() => localStorage.clear());

describe('own offers on the personal profile', () => {
  it('lists entries and spots newest first with type, address and created date', async () => {
    const { calls } = mockProfileServer({ user: ownOffers });
    await renderWithProviders(<Home />, { path: '/home', user: userFixture });

    expect(await screen.findByRole('heading', { name: 'Lauftreff an der Alster' })).toBeVisible();
    expect(titles()).toEqual(['Lauftreff an der Alster', 'Calisthenics-Park Wilhelmsburg']);
    const [entry, spot] = items();
    expect(entry).toHaveTextContent('Mitmach-Angebot');
    expect(entry).toHaveTextContent('Schöne Aussicht 1, 22085 Hamburg');
    expect(entry).toHaveTextContent('Erstellt am 14.03.26');
    expect(spot).toHaveTextContent('Vogelhüttendeich, 21107 Hamburg');
    expect(
      within(entry!).getByRole('link', { name: 'Bearbeiten: Lauftreff an der Alster' }),
    ).toHaveAttribute('href', '/home?offer=12&profileType=user');
    // Each own offer leads to the page visitors see.
    expect(
      within(entry!).getByRole('link', { name: 'Ansehen: Lauftreff an der Alster' }),
    ).toHaveAttribute('href', '/angebot/mitmachen/lauftreff-an-der-alster');
    expect(calls.map((c) => c.url)).toEqual(['/api/user/offers?profileType=user']);
  });

  it('filters by type with the two toggles, both on at first', async () => {
    mockProfileServer({ user: ownOffers });
    await renderWithProviders(<Home />, { path: '/home', user: userFixture });
    await screen.findByRole('heading', { name: 'Lauftreff an der Alster' });

    expect(toggle('Active Spots')).toHaveAttribute('aria-pressed', 'true');
    expect(toggle('Mitmach-Angebote')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle('Active Spots'));
    expect(toggle('Active Spots')).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toEqual(['Lauftreff an der Alster']);

    // Keyboard: Tab to the other toggle, Space presses it.
    await userEvent.tab();
    expect(toggle('Mitmach-Angebote')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText(/Zu den gewählten Angebotsarten gibt es hier nichts/)).toBeVisible();
  });

  it('deletes an offer after the confirmation, announces it and reloads the map', async () => {
    const { calls } = mockProfileServer({ user: ownOffers });
    const { queryClient } = await renderWithProviders(<Home />, {
      path: '/home',
      user: { ...userFixture, bookmarks: [12, 44] },
    });
    const mapPoints = offerGeoQueryOptions('').queryKey;
    queryClient.setQueryData(mapPoints, { type: 'FeatureCollection', features: [] });
    await screen.findByRole('heading', { name: 'Lauftreff an der Alster' });

    await userEvent.click(screen.getByRole('button', { name: 'Löschen: Lauftreff an der Alster' }));
    const dialog = screen.getByRole('dialog', { name: 'Eintrag löschen?' });
    expect(dialog).toHaveTextContent('„Lauftreff an der Alster“ wird endgültig gelöscht');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Löschen: Lauftreff an der Alster' }));
    await userEvent.click(screen.getByRole('button', { name: 'Endgültig löschen' }));

    const status = await screen.findByText('„Lauftreff an der Alster“ gelöscht.');
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(titles()).toEqual(['Calisthenics-Park Wilhelmsburg']);
    const post = calls.find((c) => c.method === 'POST');
    expect([post?.url, post?.body]).toEqual(['/api/offers/entry/delete', { id: 12 }]);
    expect(queryClient.getQueryState(mapPoints)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData<User>(userQueryKey)?.bookmarks).toEqual([44]);
  });

  it('keeps the dialog open with a message when deleting fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockProfileServer({ user: ownOffers, write: () => json(500, { message: 'Server error' }) });
    await renderWithProviders(<Home />, { path: '/home', user: userFixture });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Löschen: Calisthenics-Park Wilhelmsburg' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Endgültig löschen' }));

    const dialog = screen.getByRole('dialog', { name: 'Eintrag löschen?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Das Löschen hat nicht geklappt.',
    );
    expect(logged).toHaveBeenCalledWith('Deleting the offer failed', expect.anything());
    expect(titles()).toContain('Calisthenics-Park Wilhelmsburg');
  });

  it('shows the empty state, and a retry when the list fails to load', async () => {
    const { fetchMock } = mockProfileServer();
    fetchMock.mockImplementationOnce(async () => json(500, { message: 'Server error' }));
    await renderWithProviders(<Home />, { path: '/home', user: userFixture });
    expect(await screen.findByText('Die Liste konnte gerade nicht geladen werden.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Noch keine Einträge vorhanden')).toBeVisible();
  });
});

describe('Favoriten', () => {
  it('lists bookmarks with a view link and removes one after the confirmation', async () => {
    const { calls } = mockProfileServer({ bookmarks: bookmarkItems });
    const { queryClient } = await renderWithProviders(<Home />, {
      path: '/home',
      user: { ...userFixture, bookmarks: [44, 45] },
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Favoriten' }));

    expect(await screen.findByRole('heading', { name: 'Skatepark Altona' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ansehen: Skatepark Altona' })).toHaveAttribute(
      'href',
      '/angebot/active-spot/skatepark-altona',
    );
    expect(screen.getByRole('link', { name: 'Ansehen: Yoga im Park' })).toHaveAttribute(
      'href',
      '/angebot/mitmachen/yoga-im-park',
    );
    await userEvent.click(toggle('Mitmach-Angebote'));
    expect(titles()).toEqual(['Skatepark Altona']);

    await userEvent.click(screen.getByRole('button', { name: 'Entfernen: Skatepark Altona' }));
    const dialog = screen.getByRole('dialog', { name: 'Favorit entfernen?' });
    expect(dialog).toHaveTextContent('„Skatepark Altona“ wird aus deinen Favoriten entfernt.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' }));

    expect(await screen.findByText('„Skatepark Altona“ aus den Favoriten entfernt.')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect([post?.url, post?.body]).toEqual(['/api/bookmarks/delete', { id: 44 }]);
    expect(queryClient.getQueryData<User>(userQueryKey)?.bookmarks).toEqual([45]);
    await userEvent.click(toggle('Mitmach-Angebote'));
    expect(titles()).toEqual(['Yoga im Park']);
  });

  it('says so when there are none', async () => {
    mockProfileServer();
    await renderWithProviders(<Home />, { path: '/home', user: userFixture });
    await userEvent.click(screen.getByRole('radio', { name: 'Favoriten' }));
    expect(await screen.findByText('Noch keine Favoriten vorhanden')).toBeVisible();
  });
});

describe('club locations', () => {
  it('lists the club’s places under the club title, with edit and delete', async () => {
    const { calls } = mockProfileServer({ club: clubPlaces });
    await renderWithProviders(<Home />, { path: '/home?profileType=club', user: member });

    expect(screen.getByRole('heading', { name: 'Vereinsstandorte' })).toBeVisible();
    const heading = await screen.findByRole('heading', { level: 3, name: 'TSV Alstertal' });
    const item = heading.closest('li')!;
    expect(item).toHaveTextContent('Vereinsstandort');
    expect(item).toHaveTextContent('TSV Alstertal – Sporthalle Ulzburger Straße');
    expect(within(item).getByRole('link', { name: /^Bearbeiten/ })).toHaveAttribute(
      'href',
      '/home?offer=31&profileType=club',
    );
    expect(within(item).getByRole('link', { name: /^Ansehen/ })).toHaveAttribute(
      'href',
      '/angebot/vereinsstandort/tsv-alstertal-sporthalle',
    );
    await userEvent.click(within(item).getByRole('button', { name: /^Löschen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByText('Noch keine Vereinsstandorte vorhanden')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect([post?.url, post?.body]).toEqual(['/api/offers/place/delete', { id: 31 }]);
  });
});

describe('in English', () => {
  it('speaks English and links to the English pages', async () => {
    mockProfileServer({ user: ownOffers, bookmarks: bookmarkItems });
    await renderWithProviders(<Home />, { path: '/en/home', user: userFixture });

    expect(await screen.findByRole('heading', { name: 'Lauftreff an der Alster' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Entries' })).toBeChecked();
    expect(toggle('Group activities')).toHaveAttribute('aria-pressed', 'true');
    expect(items()[0]).toHaveTextContent('Created on 14.03.26');
    expect(screen.getByRole('link', { name: 'Edit: Lauftreff an der Alster' })).toHaveAttribute(
      'href',
      '/en/home?offer=12&profileType=user',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Favourites' }));
    expect(await screen.findByRole('link', { name: 'View: Skatepark Altona' })).toHaveAttribute(
      'href',
      '/en/angebot/active-spot/skatepark-altona',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Skatepark Altona' }));
    expect(screen.getByRole('dialog', { name: 'Remove this favourite?' })).toBeVisible();
  });
});
