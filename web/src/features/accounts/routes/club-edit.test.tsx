import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../../../domain/accounts/user.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { userFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Component as ClubEdit } from './club-edit.tsx';

const club = {
  id: 3,
  title: 'TSV Alstertal',
  logo: null,
  approved: true,
  contact_url: 'https://tsv-alstertal.example',
  slug: 'tsv-alstertal',
};
const member: User = { ...userFixture, club_id: 3, club };

describe('club edit', () => {
  // The form loads its schemas on the first submit; warm the module cache once.
  beforeAll(() => import('../../../../../domain/accounts/payloads.ts'));

  it('tells users without a club so', async () => {
    await renderWithProviders(<ClubEdit />, { path: '/verein', user: userFixture });
    expect(screen.getByText('Du bist keinem Verein zugeordnet.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Webseite/)).not.toBeInTheDocument();
  });

  it('needs a website, then saves and updates the stored user', async () => {
    const { calls } = mockFetch(({ body }) =>
      json(200, { data: { ...club, contact_url: (body as { contact_url: string }).contact_url } }),
    );
    const { router, queryClient } = await renderWithProviders(<ClubEdit />, {
      path: '/verein',
      user: member,
    });
    expect(screen.getByLabelText(/Vereinsname/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Vereinsname/)).toHaveValue('TSV Alstertal');
    const website = screen.getByLabelText(/Webseite/);
    await userEvent.clear(website);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(website).toHaveAccessibleDescription(/Bitte fülle dieses Feld aus\./),
    );
    expect(calls).toHaveLength(0);

    await userEvent.type(website, 'https://alstertal.example/sport');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.search).toBe('?profileType=club');
    expect(calls[0]?.body).toEqual({
      id: 3,
      contact_url: 'https://alstertal.example/sport',
      logo: null,
    });
    expect(queryClient.getQueryData<User>(userQueryKey)?.club?.contact_url).toBe(
      'https://alstertal.example/sport',
    );
  });
});
