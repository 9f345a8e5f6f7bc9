import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../../domain/accounts/user.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { userFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import DetailPanel from './detail-panel.tsx';
import { offerFixture } from './offer-fixture.ts';

function Harness({ initial }: { initial: { id: number; type: 'entry' | 'spot' | 'club' } }) {
  const [offer, setOffer] = useState<typeof initial | null>(null);
  return (
    <div>
      <button type="button" onClick={() => setOffer(initial)}>
        open
      </button>
      <DetailPanel offer={offer} onClose={() => setOffer(null)} />
    </div>
  );
}

const entry = offerFixture();

async function openPanel(user: User | null, offer = entry) {
  const view = await renderWithProviders(
    <Harness initial={{ id: offer.id, type: offer.type as 'entry' }} />,
    {
      path: '/angebot',
      user,
    },
  );
  await userEvent.click(screen.getByRole('button', { name: 'open' }));
  const dialog = await screen.findByRole('dialog', { name: offer.title });
  return { ...view, dialog };
}

describe('DetailPanel', () => {
  it('loads the offer, shows its type view and closes with Escape, giving focus back', async () => {
    const { calls } = mockFetch(() => json(200, { data: entry }));
    const { dialog } = await openPanel(null);
    expect(calls[0]?.url).toBe('/api/offers/entry/41');
    expect(within(dialog).getByText('Mitmach-Angebot')).toBeInTheDocument();
    expect(within(dialog).getByText('jeden Dienstag 18:00–19:30')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /In den Kalender/ })).toHaveAttribute(
      'href',
      '/api/offers/entry/slug/lauftreff-alster/calendar.ics?lang=de',
    );
    expect(within(dialog).getByRole('link', { name: /Zur Detailseite/ })).toHaveAttribute(
      'href',
      '/angebot/mitmachen/lauftreff-alster',
    );
    // Logged out: no bookmark toggle, no edit link.
    expect(within(dialog).queryByRole('button', { name: 'Merken' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Bearbeiten' })).toBeNull();
    expect(dialog).toHaveFocus();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });

  it('offers a retry when the load fails, and logs the failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockFetch(() => (fail ? json(500, { message: 'boom' }) : json(200, { data: entry })));
    await renderWithProviders(<Harness initial={{ id: 41, type: 'entry' }} />, {
      path: '/angebot',
    });
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    expect(error).toHaveBeenCalled();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('dialog', { name: entry.title })).toBeInTheDocument();
  });

  it('shows the edit link to the owner, pointing at the profile home', async () => {
    mockFetch(() => json(200, { data: offerFixture({ user: { id: 7, username: 'mia' } }) }));
    const { dialog } = await openPanel(userFixture);
    expect(within(dialog).getByRole('link', { name: 'Bearbeiten' })).toHaveAttribute(
      'href',
      '/home?offer=41&profileType=user',
    );
  });

  it('toggles the bookmark once per request and updates the cached user', async () => {
    let release: () => void = () => undefined;
    const { calls } = mockFetch(async (call) => {
      if (call.url.startsWith('/api/bookmarks')) {
        await new Promise<void>((resolve) => (release = resolve));
        return json(201, { data: null });
      }
      return json(200, { data: entry });
    });
    const { dialog, queryClient } = await openPanel(userFixture);
    const toggle = within(dialog).getByRole('button', { name: 'Merken' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await userEvent.click(toggle); // ignored: the first request still runs
    await act(async () => release());
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ url: '/api/bookmarks', body: { id: 41, type: 'entry' } });
    expect(queryClient.getQueryData<User>(userQueryKey)?.bookmarks).toEqual([41]);

    await userEvent.click(toggle);
    await act(async () => release());
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(calls.at(-1)).toMatchObject({ url: '/api/bookmarks/delete', body: { id: 41 } });
  });

  it('has no bookmark toggle on clubs', async () => {
    const club = offerFixture({ id: 5, type: 'club', title: 'Ruderclub', schedule: null });
    mockFetch(() => json(200, { data: club }));
    const { dialog } = await openPanel(userFixture, club);
    expect(within(dialog).queryByRole('button', { name: 'Merken' })).toBeNull();
  });
});
