import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { userFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReportLink } from './report-link.tsx';

async function openReport(user = userFixture) {
  await renderWithProviders(<ReportLink target={{ id: 41, type: 'entry' }} />, {
    path: '/angebot/mitmachen/lauftreff-alster',
    user,
  });
  await userEvent.click(screen.getByRole('button', { name: 'melden' }));
  return screen.findByRole('dialog', { name: 'Angebot melden' });
}

describe('ReportLink', () => {
  it('sends a reason, closes and confirms politely', async () => {
    const { calls } = mockFetch(() => json(201, { data: null }));
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam oder Werbung' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]).toMatchObject({
      url: '/api/reports',
      method: 'POST',
      body: { type: 'entry', target_id: 41, reason: 'spam', custom: false, message: null },
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Danke! Deine Meldung ist bei uns eingegangen.',
    );
  });

  it('typing a message clears the reason; choosing a reason clears the message', async () => {
    const { calls } = mockFetch(() => json(201, { data: null }));
    const dialog = await openReport();
    const spam = within(dialog).getByRole('radio', { name: 'Spam oder Werbung' });
    const message = within(dialog).getByRole('textbox', { name: 'Oder beschreibe das Problem' });
    await userEvent.click(spam);
    await userEvent.type(message, 'Der Platz ist gesperrt');
    expect(spam).not.toBeChecked();
    expect(within(dialog).getByText('22 von 250 Zeichen')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      reason: null,
      custom: true,
      message: 'Der Platz ist gesperrt',
    });
  });

  it('asks for a reason before sending anything', async () => {
    const { calls } = mockFetch(() => json(201, {}));
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Grund: Bitte wähle einen Grund oder beschreibe das Problem.',
    );
    expect(calls).toHaveLength(0);
  });

  it('shows server field errors next to the fields, and 409 as already reported', async () => {
    let status = 422;
    mockFetch(() =>
      status === 422
        ? json(422, { message: 'invalid', errors: { message: ['validation.max'] } })
        : json(409, { message: 'already reported' }),
    );
    const dialog = await openReport();
    const message = within(dialog).getByRole('textbox', { name: 'Oder beschreibe das Problem' });
    await userEvent.type(message, 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(message).toHaveAccessibleDescription(/Dieser Eintrag ist zu lang/);
    expect(message).toHaveAttribute('aria-invalid', 'true');
    status = 409;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Du hast dieses Angebot bereits gemeldet.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks a logged-out visitor to log in, coming back afterwards', async () => {
    const dialog = await openReport(null as never);
    expect(
      within(dialog).getByText('Bitte melde dich an, um ein Angebot zu melden.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fangebot%2Fmitmachen%2Flauftreff-alster',
    );
  });
});
