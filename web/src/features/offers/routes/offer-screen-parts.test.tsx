import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferFeature } from '../../../../../domain/offers/types.ts';
import { userFixture } from '../../../test/fixtures.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { viewStorageKey } from '../state/use-view-mode.ts';
import { categoryFixtures, range } from '../test/offer-fixtures.ts';
import type { DetailPanelProps, OfferMapProps } from './offer-parts.tsx';
import { Component as OfferScreen } from './offer-screen.tsx';

// The map and the detail panel are other parts of the feature; stand-ins show what they get.
vi.mock('./offer-parts.tsx', () => ({
  OfferMap: ({ features, selected, focusPoint, onSelect }: OfferMapProps) => (
    <div data-testid="map">
      <p>{`${features.length} points`}</p>
      <p>{selected ? `selected ${selected.type} ${selected.id}` : 'none selected'}</p>
      <p>{focusPoint ? `focus ${focusPoint.lat},${focusPoint.lng}` : 'no focus'}</p>
      <button type="button" onClick={() => onSelect({ id: 2, type: 'spot' })}>
        pick spot 2
      </button>
    </div>
  ),
  // Like the real panel, it stays mounted and empties when `offer` turns null.
  DetailPanel: ({ offer, onClose }: DetailPanelProps) =>
    offer ? (
      <div role="dialog" aria-label="detail">
        {`${offer.type} ${offer.id}`}
        <button type="button" onClick={onClose}>
          close
        </button>
      </div>
    ) : null,
}));

const feature = (id: number, type: 'spot' | 'entry'): OfferFeature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [9.99, 53.55] },
  properties: { id, type, spot_id: null, categories: ['laufen'], spottype: null },
});

function serve() {
  return mockFetch((call) => {
    const url = call.url;
    if (url.startsWith('/api/categories')) return json(200, { data: categoryFixtures });
    if (url.startsWith('/api/offers/geo')) {
      return json(200, {
        data: { type: 'FeatureCollection', features: [feature(1, 'entry'), feature(2, 'spot')] },
      });
    }
    if (url === '/api/offers/entry/slug/lauftreff-3') {
      return json(200, { data: { id: 3, type: 'entry', map_latitude: 53.5, map_longitude: 10 } });
    }
    if (url.startsWith('/api/offers/')) return json(404, { message: 'Not found' });
    if (url.startsWith('/api/offers?')) return json(200, { data: range(1, 3), total: 3 });
    return json(404, { message: 'Not found' });
  });
}

afterEach(() => localStorage.clear());

/** A focus link waits 1.5 s (spec/offers.md §2); the fake clock jumps over it. */
async function afterFocusDelay() {
  await act(() => vi.advanceTimersByTimeAsync(1600));
}

describe('offer screen with map and detail', () => {
  afterEach(() => vi.useRealTimers());
  it('feeds the map with the geo collection and opens the detail of a picked point', async () => {
    const { calls } = serve();
    await renderWithProviders(<OfferScreen />, { path: '/angebot' });
    const map = await screen.findByTestId('map');
    expect(await within(map).findByText('2 points')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/offers?'))).toBe(false);

    await userEvent.click(within(map).getByRole('button', { name: 'pick spot 2' }));
    expect(screen.getByRole('dialog', { name: 'detail' })).toHaveTextContent('spot 2');
    expect(within(map).getByText('selected spot 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps only bookmarked points when the filter asks for bookmarks', async () => {
    serve();
    localStorage.setItem(viewStorageKey, 'map');
    await renderWithProviders(<OfferScreen />, {
      path: '/angebot?types=bookmark',
      user: { ...userFixture, bookmarks: [2] },
    });
    // A filter in the URL shows the list first; the visitor switches to the map.
    await userEvent.click(screen.getByRole('button', { name: 'Karte' }));
    expect(await screen.findByText('1 points')).toBeInTheDocument();
  });

  it('opens the detail panel from a list entry', async () => {
    serve();
    await renderWithProviders(<OfferScreen />, { path: '/angebot?types=entry' });
    await userEvent.click(await screen.findByRole('button', { name: 'Details: Lauftreff 2' }));
    expect(screen.getByRole('dialog', { name: 'detail' })).toHaveTextContent('entry 2');
  });

  it('follows a focus link to an offer after 1.5 s: detail open, map moved there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = serve();
    await renderWithProviders(<OfferScreen />, { path: '/angebot?focus=mitmachen/lauftreff-3' });
    const map = await screen.findByTestId('map');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await afterFocusDelay();
    const dialog = await screen.findByRole('dialog', { name: 'detail' });
    expect(dialog).toHaveTextContent('entry 3');
    expect(within(map).getByText('focus 53.5,10')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/offers/entry/slug/lauftreff-3');
  });

  it('follows a focus link to a category by selecting it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    const { router } = await renderWithProviders(<OfferScreen />, {
      path: '/angebot?focus=kategorie/yoga',
    });
    await afterFocusDelay();
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('categories')).toBe('yoga'),
    );
  });

  it('changes nothing for an unknown focus link but tells the console', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    serve();
    const { router } = await renderWithProviders(<OfferScreen />, {
      path: '/angebot?focus=mitmachen/gibt-es-nicht',
    });
    await afterFocusDelay();
    await waitFor(() => expect(info).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?focus=mitmachen/gibt-es-nicht');
  });

  it('shows a teaser on phones that opens the map over the whole screen', async () => {
    serve();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await renderWithProviders(<OfferScreen />, { path: '/angebot' });
    // No view switch on phones: the list is there, the map behind the teaser.
    expect(screen.queryByRole('group', { name: 'Ansicht' })).not.toBeInTheDocument();
    expect(await screen.findByText('3 Einträge')).toBeInTheDocument();
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Karte öffnen' }));
    const full = screen.getByRole('dialog', { name: 'Karte der Sportangebote' });
    expect(within(full).getByTestId('map')).toBeInTheDocument();
    expect(within(full).getByRole('button', { name: 'Karte schließen' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();
  });

  it('on phones opens a tapped marker’s detail inside the full-screen map, not behind it', async () => {
    serve();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await renderWithProviders(<OfferScreen />, { path: '/angebot' });
    await userEvent.click(await screen.findByRole('button', { name: 'Karte öffnen' }));
    const full = screen.getByRole('dialog', { name: 'Karte der Sportangebote' });
    await userEvent.click(within(full).getByRole('button', { name: 'pick spot 2' }));
    // In the map's dialog: drawn over the map, and not inert like the page behind it.
    const detail = within(full).getByRole('dialog', { name: 'detail' });
    expect(detail).toHaveTextContent('spot 2');
    expect(detail.closest('[inert]')).toBeNull();
    await userEvent.click(within(detail).getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog', { name: 'detail' })).not.toBeInTheDocument();

    // Closing the map closes an open detail with it; it does not turn up over the list.
    await userEvent.click(within(full).getByRole('button', { name: 'pick spot 2' }));
    await userEvent.click(within(full).getByRole('button', { name: 'Karte schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('offer screen view', () => {
  it('stays on the map while the visitor filters and resets there', async () => {
    serve();
    const { router } = await renderWithProviders(<OfferScreen />, { path: '/angebot' });
    expect(await screen.findByTestId('map')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByLabelText('Kostenlos'));
    await userEvent.click(screen.getByRole('button', { name: 'Filter anwenden' }));
    await userEvent.click(
      within(screen.getByRole('list', { name: 'Sportarten' })).getByRole('button', {
        name: 'Laufen',
      }),
    );
    expect(screen.getByTestId('map')).toBeInTheDocument();
    expect(screen.queryByText(/Einträge$/)).not.toBeInTheDocument();
    // The address says so: whoever opens it gets the map too, not the list a filter implies.
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('view')).toBe('map');
    expect(query.get('attributes')).toBe('free_offer');
    expect(router.state.historyAction).toBe('REPLACE');

    await userEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(router.state.location.search).toBe('?view=map');
    expect(screen.getByTestId('map')).toBeInTheDocument();
  });

  it('opens the view a link names, over the list its filter would show', async () => {
    serve();
    localStorage.setItem(viewStorageKey, 'list');
    await renderWithProviders(<OfferScreen />, { path: '/angebot?categories=laufen&view=map' });
    expect(await screen.findByTestId('map')).toBeInTheDocument();
    expect(screen.queryByText(/Einträge$/)).not.toBeInTheDocument();
  });

  it('keeps the list a filtered link opened when the visitor resets the filter', async () => {
    serve();
    await renderWithProviders(<OfferScreen />, { path: '/angebot?types=entry' });
    expect(await screen.findByText('3 Einträge')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(await screen.findByText('3 Einträge')).toBeInTheDocument();
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();
  });
});
