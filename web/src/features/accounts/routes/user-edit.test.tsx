import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { userQueryKey } from '../../../lib/auth/get-user.ts';
import { userFixture } from '../../../test/fixtures.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Component as UserEdit } from './user-edit.tsx';

const save = () => userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

describe('user edit (Deine Einstellungen)', () => {
  // The form loads its schemas on the first submit; warm the module cache once.
  beforeAll(() => import('../../../../../domain/accounts/payloads.ts'));

  it('shows the e-mail read-only and the user’s data', async () => {
    await renderWithProviders(<UserEdit />, {
      path: '/user/edit',
      user: { ...userFixture, birthday: '29.02.1992', city: 'Hamburg' },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Deine Einstellungen');
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Vorname/)).toHaveValue('Mia');
    expect(screen.getByLabelText('Ort')).toHaveValue('Hamburg');
    expect(screen.getByLabelText('Tag')).toHaveValue('29');
    expect(screen.getByLabelText('Jahr')).toHaveValue('1992');
    expect(screen.getByLabelText('Geschlecht')).toHaveValue('u');
    expect(screen.getByRole('option', { name: 'keine Angabe' })).toBeInTheDocument();
  });

  it('checks the birthday before saving', async () => {
    const { calls } = mockFetch(() => json(200, { data: userFixture }));
    await renderWithProviders(<UserEdit />, { path: '/user/edit', user: userFixture });
    await userEvent.type(screen.getByLabelText('Tag'), '31');
    await userEvent.type(screen.getByLabelText('Monat'), '4');
    await userEvent.type(screen.getByLabelText('Jahr'), '1990');
    await save();
    const day = screen.getByLabelText('Tag');
    // Focus moves to the error summary, whose link leads to the day field.
    await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
    expect(day).toHaveAccessibleDescription(
      'Dieses Datum gibt es nicht. Bitte prüfe Tag, Monat und Jahr.',
    );
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'Geburtstag: Dieses Datum gibt es nicht.',
    );

    await userEvent.clear(screen.getByLabelText('Monat'));
    await save();
    expect(day).toHaveAccessibleDescription('Bitte gib Tag, Monat und Jahr an.');
    expect(calls).toHaveLength(0);
  });

  it('shows a server field error, then saves and goes home', async () => {
    let taken = true;
    const { calls } = mockFetch(({ body }) =>
      taken
        ? json(422, { message: 'x', errors: { username: ['validation.username.taken'] } })
        : json(200, { data: { ...userFixture, ...(body as object) } }),
    );
    const { router, queryClient } = await renderWithProviders(<UserEdit />, {
      path: '/user/edit',
      user: userFixture,
    });
    const username = screen.getByLabelText(/Benutzername/);
    await userEvent.clear(username);
    await userEvent.type(username, 'anna');
    await save();
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription(/Dieser Benutzername ist schon vergeben\./),
    );
    expect(username).toHaveAttribute('aria-invalid', 'true');

    taken = false;
    await userEvent.clear(username);
    await userEvent.type(username, 'mia_m');
    await userEvent.type(screen.getByLabelText('Tag'), '3');
    await userEvent.type(screen.getByLabelText('Monat'), '7');
    await userEvent.type(screen.getByLabelText('Jahr'), '1988');
    await save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(calls.at(-1)?.url).toBe('/api/user/save');
    expect(calls.at(-1)?.body).toMatchObject({
      username: 'mia_m',
      birthday: '03.07.1988',
      gender: 'u',
    });
    expect(calls.at(-1)?.body).not.toHaveProperty('email');
    expect(queryClient.getQueryData(userQueryKey)).toMatchObject({ username: 'mia_m' });
  });

  it('asks before deleting the account, then posts, forgets the user and goes to the start page with the notice', async () => {
    const { calls } = mockFetch(() => json(200, { data: { status: 'deleted' } }));
    const { router, queryClient } = await renderWithProviders(<UserEdit />, {
      path: '/user/edit',
      user: userFixture,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Konto löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Konto wirklich löschen?' });
    expect(calls).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Konto löschen' }));
    const confirm = screen.getByRole('button', { name: 'Ja, Konto endgültig löschen' });
    // The password once more, before anything is sent.
    await userEvent.click(confirm);
    const password = screen.getByLabelText(/^Dein Passwort/);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Bitte fülle dieses Feld aus.'),
    );
    expect(calls).toHaveLength(0);
    await userEvent.type(password, 'Alster-Runde-2026');
    await userEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ notice: 'accountDeleted' });
    await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeNull());
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/user/delete', { id: 7, password: 'Alster-Runde-2026' }],
    ]);
  });
});
