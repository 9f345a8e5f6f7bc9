import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../../test/fixtures.ts';
import { json, mockFetch, type Call } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { viewStorageKey } from '../state/use-view-mode.ts';
import { categoryFixtures, offerSummary, range } from '../test/offer-fixtures.ts';
import { Component as OfferScreen } from './offer-screen.tsx';

// MapLibre does not run in jsdom; the map and the panel have their own tests.
vi.mock('./offer-parts.tsx', () => ({
  OfferMap: () => <div data-testid="map" />,
  DetailPanel: () => null,
}));

const params = (call: Call) => new URL(call.url, 'http://x').searchParams;
const listCalls = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/api/offers?'));

/** The server: twelve entries in all, `limit` of them per answer. */
function serveOffers(total = 12) {
  return mockFetch((call) => {
    if (call.url.startsWith('/api/categories')) return json(200, { data: categoryFixtures });
    if (call.url.startsWith('/api/offers?')) {
      const limit = Number(params(call).get('limit'));
      const offset = Number(params(call).get('offset') ?? 0);
      return json(200, { data: range(offset + 1, Math.min(offset + limit, total)), total });
    }
    return json(404, { message: 'not found' });
  });
}

const items = () => screen.getAllByRole('article');

afterEach(() => localStorage.clear());

describe('offer screen, list view', () => {
  it('lists five entries with count, badges and detail links, then five more per click', async () => {
    localStorage.setItem(viewStorageKey, 'list');
    const { calls } = mockFetch((call) => {
      if (call.url.startsWith('/api/categories')) return json(200, { data: categoryFixtures });
      const limit = Number(params(call).get('limit'));
      const data = range(1, Math.min(limit, 12));
      data[0] = offerSummary(1, {
        type: 'spot',
        slug: 'skatepark-1',
        free_offer: true,
        barrier_free: true,
      });
      return json(200, { data, total: 12 });
    });
    const { router } = await renderWithProviders(<OfferScreen />, { path: '/angebot' });

    expect(screen.getByRole('heading', { level: 1, name: 'Sportangebot' })).toBeInTheDocument();
    expect(await screen.findByText('12 Einträge')).toBeInTheDocument();
    expect(items()).toHaveLength(5);
    const first = within(items()[0]!);
    expect(first.getByText('Active Spot')).toBeInTheDocument();
    expect(first.getByText('Kostenlos')).toBeInTheDocument();
    expect(first.getByText('Barrierefrei')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Lauftreff 1' })).toHaveAttribute(
      'href',
      '/angebot/active-spot/skatepark-1',
    );
    expect(within(items()[1]!).getByRole('link', { name: 'Lauftreff 2' })).toHaveAttribute(
      'href',
      '/angebot/mitmachen/lauftreff-2',
    );

    // A link with the page in its address, so it works before the code has loaded.
    expect(screen.getByRole('link', { name: 'Mehr laden' })).toHaveAttribute(
      'href',
      '/angebot?p=2',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Mehr laden' }));
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(router.state.location.search).toBe('?p=2');
    expect(listCalls(calls).map((c) => params(c).get('limit'))).toEqual(['5', '10']);
    expect(screen.getByRole('link', { name: 'Lauftreff 6' })).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'Mehr laden' }));
    await waitFor(() => expect(items()).toHaveLength(12));
    expect(screen.queryByRole('link', { name: 'Mehr laden' })).not.toBeInTheDocument();
  });

  it('starts at the page in the URL and drops it when the filter changes', async () => {
    const { calls } = serveOffers();
    const { router } = await renderWithProviders(<OfferScreen />, {
      path: '/angebot?categories=laufen&p=2',
    });
    // A filter in the URL shows the list, whatever was remembered.
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(params(listCalls(calls)[0]!).get('categories')).toBe('laufen');

    await userEvent.selectOptions(screen.getByLabelText('Sportart'), 'yoga');
    await waitFor(() => expect(router.state.location.search).toBe('?categories=yoga'));
    await waitFor(() => expect(params(listCalls(calls).at(-1)!).get('limit')).toBe('5'));
    expect(params(listCalls(calls).at(-1)!).get('categories')).toBe('yoga');
  });

  it('reaches every entry past the hundredth: page 21 starts the next block', async () => {
    const { calls } = serveOffers(250);
    const { router } = await renderWithProviders(<OfferScreen />, {
      path: '/angebot?categories=laufen&p=21',
    });
    await waitFor(() => expect(items()).toHaveLength(5));
    const call = params(listCalls(calls)[0]!);
    expect([call.get('offset'), call.get('limit')]).toEqual(['100', '5']);
    expect(screen.getByText('Einträge 101 bis 105 von 250')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lauftreff 101' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Frühere Einträge' })).toHaveAttribute(
      'href',
      '/angebot?categories=laufen&p=20',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Mehr laden' }));
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(router.state.location.search).toBe('?categories=laufen&p=22');
    expect(screen.getByRole('link', { name: 'Lauftreff 106' })).toHaveFocus();
  });

  it('toggles categories with the slider, mirrored into the URL as a+b', async () => {
    serveOffers();
    localStorage.setItem(viewStorageKey, 'list');
    const { router } = await renderWithProviders(<OfferScreen />, { path: '/angebot' });
    await screen.findByRole('button', { name: 'Laufen' });
    const sports = screen.getByRole('list', { name: 'Sportarten' });
    // Hidden categories stay out of the slider.
    expect(within(sports).queryByText('Bewegungsinsel')).not.toBeInTheDocument();
    await userEvent.click(within(sports).getByRole('button', { name: 'Laufen' }));
    await userEvent.click(within(sports).getByRole('button', { name: 'Yoga' }));
    expect(within(sports).getByRole('button', { name: 'Yoga' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(router.state.location.search).toBe('?categories=laufen%2Byoga');

    await userEvent.click(screen.getByRole('button', { name: 'Alle Sportarten' }));
    const dialog = screen.getByRole('dialog', { name: 'Alle Sportarten' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Laufen' }));
    expect(router.state.location.search).toBe('?categories=yoga');
  });

  it('says so when nothing matches, and an empty types list asks the server nothing', async () => {
    const { calls } = serveOffers(0);
    await renderWithProviders(<OfferScreen />, { path: '/angebot?types=' });
    expect(await screen.findByText('Keine Einträge gefunden')).toBeInTheDocument();
    expect(screen.getByText('0 Einträge')).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(0);
  });

  it('offers a retry when the list fails', async () => {
    let fail = true;
    mockFetch((call) => {
      if (call.url.startsWith('/api/categories')) return json(200, { data: categoryFixtures });
      if (fail) return json(500, { message: 'down' });
      return json(200, { data: range(1, 2), total: 2 });
    });
    await renderWithProviders(<OfferScreen />, { path: '/angebot?types=entry' });
    // The query client retries server errors twice before giving up.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Angebote konnten gerade nicht geladen werden.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('2 Einträge')).toBeInTheDocument();
  });

  it('applies attributes and types from the filter dialog; reset keeps the sports', async () => {
    const { calls } = serveOffers();
    const { router } = await renderWithProviders(<OfferScreen />, {
      path: '/angebot?categories=laufen',
    });
    await screen.findByText('12 Einträge');
    expect(screen.queryByText('Nur meine Merkliste')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    const dialog = screen.getByRole('dialog', { name: 'Filter' });
    // Anonymous visitors have no bookmarks to filter by.
    expect(within(dialog).queryByLabelText('Nur meine Merkliste')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Kostenlos'));
    await userEvent.click(within(dialog).getByLabelText('Vereine'));
    await userEvent.selectOptions(within(dialog).getByLabelText('Zielgruppe'), 'kids');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Filter anwenden' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('attributes')).toBe('free_offer');
    expect(query.get('types')).toBe('spot,entry');
    expect(query.get('targetgroup')).toBe('kids');
    await waitFor(() => expect(params(listCalls(calls).at(-1)!).get('free_offer')).toBe('true'));
    expect(screen.getByRole('button', { name: /^Filter/ })).toHaveAccessibleName(
      'Filter (4 aktive Filter)',
    );

    await userEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Filter zurücksetzen' }),
    );
    expect(router.state.location.search).toBe('?categories=laufen');
  });

  it('shows the bookmark choice to logged-in visitors', async () => {
    serveOffers();
    const { router } = await renderWithProviders(<OfferScreen />, {
      path: '/angebot?types=spot,entry,club',
      user: userFixture,
    });
    await screen.findByText('12 Einträge');
    await userEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    await userEvent.click(screen.getByLabelText('Nur meine Merkliste'));
    await userEvent.click(screen.getByRole('button', { name: 'Filter anwenden' }));
    expect(new URLSearchParams(router.state.location.search).get('types')).toBe(
      'spot,entry,club,bookmark',
    );
  });

  it('resets every filter with the reset button, disabled when there is none', async () => {
    serveOffers();
    const { router } = await renderWithProviders(<OfferScreen />, {
      path: '/angebot?attributes=barrier_free&focus=x',
    });
    const reset = await screen.findByRole('button', { name: 'Zurücksetzen' });
    await userEvent.click(reset);
    // Unrelated keys (the deep link) stay; the address now names the list the visitor
    // still sees, which a link without a filter would not open on.
    expect(router.state.location.search).toBe('?focus=x&view=list');
    expect(screen.getByRole('button', { name: 'Zurücksetzen' })).toBeDisabled();
  });

  it('remembers the chosen view and writes it into the address', async () => {
    serveOffers();
    const { router } = await renderWithProviders(<OfferScreen />, { path: '/angebot' });
    const group = screen.getByRole('group', { name: 'Ansicht' });
    expect(within(group).getByRole('button', { name: 'Karte' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByTestId('map')).toBeInTheDocument();
    expect(screen.queryByText(/Einträge$/)).not.toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'Liste' }));
    expect(localStorage.getItem(viewStorageKey)).toBe('list');
    expect(await screen.findByText('12 Einträge')).toBeInTheDocument();
    // The address names the choice, so a shared link opens on it; Back still leaves.
    expect(router.state.location.search).toBe('?view=list');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('speaks English under /en, with prefixed detail links', async () => {
    serveOffers(1);
    await renderWithProviders(<OfferScreen />, { path: '/en/angebot?types=entry' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sports offers' })).toBeInTheDocument();
    expect(await screen.findByText('1 entry')).toBeInTheDocument();
    expect(screen.getByText('Group activity')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lauftreff 1' })).toHaveAttribute(
      'href',
      '/en/angebot/mitmachen/lauftreff-1',
    );
  });
});
