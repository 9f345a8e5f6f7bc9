import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, type Call } from '../../../test/fetch-mock.ts';
import { contentFixture, userFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { offerFixture } from '../detail/offer-fixture.ts';

let calls: Call[];

beforeEach(() => {
  ({ calls } = mockFetch(({ url }) => {
    if (url === '/api/user') return json(200, { data: userFixture });
    if (url === '/api/content') return json(200, { data: contentFixture });
    if (url === '/api/offers/entry/41') return json(200, { data: offerFixture() });
    if (url === '/api/reports') return json(201, { data: { status: 'reported' } });
    return json(404, { message: 'Not found' });
  }));
});

const heading = () => screen.findByRole('heading', { level: 1 });

describe('reporting in the app (native-app/reporting/{type}/{id})', () => {
  it.each(['/native-app/reporting/entry/999', '/native-app/reporting/entry/abc'])(
    'shows the 404 page for an offer that does not exist (%s)',
    async (path) => {
      await renderApp(path);
      await waitFor(async () => expect(await heading()).toHaveTextContent('Seite nicht gefunden'));
      expect(screen.queryByRole('button', { name: 'Meldung senden' })).not.toBeInTheDocument();
    },
  );

  it('names the reported offer, and after sending shows the thanks instead of the form', async () => {
    await renderApp('/native-app/reporting/entry/41');
    expect(await heading()).toHaveTextContent('Meldung');
    expect(await screen.findByText('Lauftreff an der Alster')).toBeVisible();
    expect(screen.getByText(/Du meldest:/)).toHaveTextContent(
      'Du meldest: Lauftreff an der Alster (Mitmach-Angebot)',
    );

    await userEvent.click(await screen.findByRole('radio', { name: 'Spam oder Werbung' }));
    await userEvent.click(screen.getByRole('button', { name: 'Meldung senden' }));

    const thanks = await screen.findByText('Danke! Deine Meldung ist bei uns eingegangen.');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Meldung senden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/reports')).toHaveLength(1);
  });
});
